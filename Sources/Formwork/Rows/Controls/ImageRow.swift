import Foundation

/// An image a person uploads: a PNG, JPEG, GIF or WebP file up to a size.
///
/// The row decides the type from the file's first bytes, not from the name or the
/// type the client claims, and takes only the types in ``acceptedTypes``. A file
/// that is too large or of another type is refused with a message and the row
/// keeps its value.
///
/// ```swift
/// form +++ Section() <<< ImageRow("avatar") { $0.title = "Photo"; $0.maximumBytes = 1_000_000 }
/// ```
public final class ImageRow: Row<UploadedFile> {
    /// Always ``RowKind/image``.
    public override var kind: RowKind { .image }

    /// The largest file and the types an image row takes.
    struct Settings: RowKindSettings {
        static let everyType = ImageType.all.map(\.mediaType)
        var maximumBytes = FileRow.Settings.defaultMaximumBytes
        var acceptedTypes = Settings.everyType
    }

    /// The largest file the row takes, in bytes: 2 MB unless set.
    public var maximumBytes: Int {
        get { kindSettings(Settings.self).maximumBytes }
        set { changeKindSettings(Settings.self) { $0.maximumBytes = newValue } }
    }
    /// The media types the row takes.
    public var acceptedTypes: [String] {
        get { kindSettings(Settings.self).acceptedTypes }
        set { changeKindSettings(Settings.self) { $0.acceptedTypes = newValue } }
    }

    /// The largest file and the media types taken, besides every row's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("maximumBytes", \ImageRow.maximumBytes, "The largest image the row takes, in bytes.",
                     as: .wholeNumber(in: 1...Int.max), example: 500_000),
            .setting("acceptedTypes", \ImageRow.acceptedTypes, "The media types of image taken (`image/png`, `image/jpeg`, …).",
                     as: .strings, example: ["image/png"]),
        ]
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// Takes a file (``RowInput/file(_:)``) when it is an accepted image within the
    /// size limit; nothing sent empties the row.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        takeUpload(input, maximumBytes: maximumBytes) { file in
            let accepted = acceptedTypes
            if let type = ImageType.of(file.data), accepted.contains(type.mediaType) { return .success(type.mediaType) }
            let names = ImageType.all.filter { accepted.contains($0.mediaType) }.map(\.name)
            return .failure(UploadRefusal(message: messages.fileType(names.joinedAsChoices)))
        }
    }

    /// The accepted types and the size limit, for a front end's file chooser.
    public override var inputHints: RowInputHints {
        uploadHints(acceptedTypes: acceptedTypes, maximumBytes: maximumBytes)
    }

    /// The file's name and size.
    public override var displayText: String? { value?.description }
}

/// The image types an ``ImageRow`` recognises by their first bytes.
struct ImageType: Sendable {
    let name: String
    let mediaType: String
    let matches: @Sendable (Data) -> Bool

    static let all: [ImageType] = [
        ImageType(name: "PNG", mediaType: "image/png") { $0.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) },
        ImageType(name: "JPEG", mediaType: "image/jpeg") { $0.starts(with: [0xFF, 0xD8, 0xFF]) },
        ImageType(name: "GIF", mediaType: "image/gif") { $0.starts(with: Array("GIF87a".utf8)) || $0.starts(with: Array("GIF89a".utf8)) },
        ImageType(name: "WebP", mediaType: "image/webp") { data in
            data.count >= 12 && data.prefix(4).elementsEqual("RIFF".utf8) && data.dropFirst(8).prefix(4).elementsEqual("WEBP".utf8)
        },
    ]

    static func of(_ data: Data) -> ImageType? {
        all.first { $0.matches(data) }
    }
}
