import Foundation

/// A file a person uploads, of any kind or of the kinds listed, up to a size.
///
/// ```swift
/// form +++ Section() <<< FileRow("cv") { $0.title = "Your CV"; $0.acceptedTypes = [".pdf", ".docx"] }
/// ```
///
/// The type the client claims for the file is never used. Its kind is read from
/// its first bytes where the kind has a known signature (PDF, PNG, JPEG, GIF, WebP,
/// and the ZIP of `.docx`, `.xlsx`, `.odt`…), and a file whose name claims such a
/// kind that its bytes do not bear out (a renamed program) is refused; a kind
/// without a signature (`.txt`, `.csv`) is known by its name alone. A file accepted
/// by a media type must not be named as another kind. A file that is too large or of
/// a kind not accepted is refused with a message, and the row keeps its value; the
/// file the row holds is always taken back (a page carries it, or a model gave it). A model's `Data` property is a file row (an image row when its name
/// says it holds an image: `photo`, `avatar`, `logo`…).
public final class FileRow: Row<UploadedFile> {
    /// Always ``RowKind/file``.
    public override var kind: RowKind { .file }

    /// The largest file and the kinds a file row takes.
    struct Settings: RowKindSettings {
        static let defaultMaximumBytes = 2_000_000
        var maximumBytes = Settings.defaultMaximumBytes
        var acceptedTypes: [String] = []
    }

    /// The largest file the row takes, in bytes: 2 MB unless set (a page carries a
    /// file it took back to the server with the next post, so a new file and a kept
    /// one fit the default upload limit together).
    public var maximumBytes: Int {
        get { kindSettings(Settings.self).maximumBytes }
        set { changeKindSettings(Settings.self) { $0.maximumBytes = newValue } }
    }

    /// The kinds of file the row takes, each a name's extension (`.pdf`, `.csv`), a
    /// media type read from the bytes (`application/pdf`) or a family of them
    /// (`image/*`). Empty, the default, takes any file.
    public var acceptedTypes: [String] {
        get { kindSettings(Settings.self).acceptedTypes }
        set { changeKindSettings(Settings.self) { $0.acceptedTypes = newValue } }
    }

    /// The largest file and the kinds taken, besides every row's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("maximumBytes", \FileRow.maximumBytes, "The largest file the row takes, in bytes.",
                     as: .wholeNumber(in: 1...Int.max), example: 500_000),
            .setting("acceptedTypes", \FileRow.acceptedTypes,
                     "The kinds of file taken: extensions (`.pdf`), media types (`application/pdf`) or families (`image/*`); any when empty.",
                     as: .strings, example: [".pdf", "image/*"]),
        ]
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Takes a file (``RowInput/file(_:)``) of an accepted kind, whose bytes bear out
    /// its name, within the size limit; nothing sent empties the row.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        takeUpload(input, maximumBytes: maximumBytes) { file in
            let accepted = acceptedTypes
            let kind = FileKind(name: file.name, data: file.data)
            if !kind.contradictsItsName, kind.matches(accepted) { return .success(kind.mediaType) }
            return .failure(UploadRefusal(message: messages.fileKind(accepted.isEmpty ? kind.claimedName : accepted.joinedAsChoices)))
        }
    }

    /// The accepted kinds and the size limit, for a front end's file chooser.
    public override var inputHints: RowInputHints {
        uploadHints(acceptedTypes: acceptedTypes, maximumBytes: maximumBytes)
    }

    /// The file's name and size.
    public override var displayText: String? { value?.description }
}

/// What a file is, from its bytes and, where they say nothing, its name.
struct FileKind {
    /// The media type the bytes show, or the name's when the kind has no signature.
    let mediaType: String
    /// The name's extension, lowercased, without its dot.
    let pathExtension: String
    /// Whether the name claims a kind with a signature the bytes lack.
    let contradictsItsName: Bool

    /// Kinds with a signature, by extension: their media type and the bytes they start with.
    private static let signed: [String: (mediaType: String, matches: @Sendable (Data) -> Bool)] = {
        var table: [String: (String, @Sendable (Data) -> Bool)] = [:]
        for image in ImageType.all {
            let names = image.name == "JPEG" ? ["jpg", "jpeg"] : [image.name.lowercased()]
            for name in names { table[name] = (image.mediaType, image.matches) }
        }
        table["pdf"] = ("application/pdf", { $0.starts(with: Array("%PDF-".utf8)) })
        let zip: @Sendable (Data) -> Bool = { $0.starts(with: [0x50, 0x4B, 0x03, 0x04]) || $0.starts(with: [0x50, 0x4B, 0x05, 0x06]) }
        table["zip"] = ("application/zip", zip)
        for (name, type) in [("docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
                             ("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
                             ("pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"),
                             ("odt", "application/vnd.oasis.opendocument.text"),
                             ("ods", "application/vnd.oasis.opendocument.spreadsheet"),
                             ("epub", "application/epub+zip")] {
            table[name] = (type, zip)
        }
        return table
    }()

    /// Kinds without a signature, read by name only.
    private static let named: [String: String] = [
        "txt": "text/plain", "csv": "text/csv", "json": "application/json", "md": "text/markdown",
    ]

    /// Extensions that name one kind two ways.
    private static let aliases = ["jpeg": "jpg", "tiff": "tif", "htm": "html"]

    init(name: String, data: Data) {
        // Spaces and dots at the end are dropped when a file is saved: `x.pdf.` is a `.pdf`.
        var base = Substring(name)
        while let last = base.last, last == " " || last == "." { base.removeLast() }
        let dot = base.lastIndex(of: ".")
        let raw = dot.map { base[base.index(after: $0)...].lowercased() } ?? ""
        pathExtension = Self.aliases[raw] ?? raw
        if let signed = Self.signed[pathExtension] {
            contradictsItsName = !signed.matches(data)
            mediaType = signed.mediaType
        } else if let shown = ImageType.of(data)?.mediaType ?? Self.signed["pdf"].flatMap({ $0.matches(data) ? $0.mediaType : nil }) {
            // Unnamed or named as no known kind: an image or a PDF is known by its bytes.
            contradictsItsName = false
            mediaType = shown
        } else {
            contradictsItsName = false
            mediaType = Self.named[pathExtension] ?? "application/octet-stream"
        }
    }

    /// The kind the name claims, for a message: `.pdf`, or the media type.
    var claimedName: String { pathExtension.isEmpty ? mediaType : "." + pathExtension }

    /// Whether one of `accepted` takes this kind; an empty list takes any. A file
    /// taken by a media type is named as no other kind.
    func matches(_ accepted: [String]) -> Bool {
        if accepted.isEmpty { return true }
        return accepted.contains { entry in
            let entry = entry.lowercased()
            if entry.hasPrefix(".") {
                let wanted = String(entry.dropFirst())
                return (Self.aliases[wanted] ?? wanted) == pathExtension
            }
            guard nameAgreesWithBytes else { return false }
            if entry.hasSuffix("/*") { return mediaType.hasPrefix(entry.dropLast()) }
            return entry == mediaType
        }
    }

    /// Whether the name says nothing of the kind, or says the kind the bytes show.
    private var nameAgreesWithBytes: Bool {
        if pathExtension.isEmpty { return true }
        let named = Self.signed[pathExtension]?.mediaType ?? Self.named[pathExtension]
        return named == mediaType
    }
}
