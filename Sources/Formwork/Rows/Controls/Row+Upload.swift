// What image and file rows share: taking an upload and describing it to a front end.
extension Row where Value == UploadedFile {
    /// Takes an upload (``RowInput/file(_:)``): a file within `maximumBytes` whose
    /// kind `mediaType` reads (nil with the message when the row does not take it);
    /// nothing sent empties the row; anything else is refused and the value kept.
    func takeUpload(_ input: RowInput, maximumBytes: Int,
                    mediaType: (UploadedFile) -> (type: String?, refusal: String)) -> RowInputResult {
        switch input {
        case .absent:
            value = nil
            return .accepted(nil)
        case .file(let file):
            guard file.data.count <= maximumBytes else {
                return rejectInput(message: messages.fileTooLarge(UploadedFile.size(maximumBytes)))
            }
            let kind = mediaType(file)
            guard let type = kind.type else { return rejectInput(message: kind.refusal) }
            let taken = UploadedFile(name: file.name, contentType: type, data: file.data)
            value = taken
            return .accepted(taken)
        case .text, .texts:
            return rejectInput(message: messages.notValidHere)
        }
    }

    /// The kinds taken and the size limit, for a front end's file chooser.
    func uploadHints(acceptedTypes: [String], maximumBytes: Int) -> RowInputHints {
        var hints = RowInputHints()
        hints.acceptedTypes = acceptedTypes
        hints.maximumBytes = maximumBytes
        return hints
    }
}
