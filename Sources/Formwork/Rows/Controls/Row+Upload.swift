// What image and file rows share: taking an upload and describing it to a front end.
extension Row where Value == UploadedFile {
    /// Takes an upload (``RowInput/file(_:)``) within `maximumBytes` whose kind
    /// `mediaType` reads, or refuses it with the message it gives; the file the row
    /// holds, carried back by a page, is taken back as it is. Nothing sent empties the
    /// row; anything else is refused and the value kept.
    func takeUpload(_ input: RowInput, maximumBytes: Int,
                    mediaType: (UploadedFile) -> Result<String, UploadRefusal>) -> RowInputResult {
        switch input {
        case .absent:
            value = nil
            return .accepted(nil)
        case .file(let file):
            if let held = value, held.name == file.name, held.data == file.data { return .accepted(held) }
            guard file.data.count <= maximumBytes else {
                return rejectInput(message: messages.fileTooLarge(UploadedFile.size(maximumBytes)))
            }
            switch mediaType(file) {
            case .failure(let refusal):
                return rejectInput(message: refusal.message)
            case .success(let type):
                let taken = UploadedFile(name: file.name, contentType: type, data: file.data)
                value = taken
                return .accepted(taken)
            }
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

/// Why an upload is refused: the message the row shows.
struct UploadRefusal: Error {
    let message: String
}
