import Foundation

/// A file a person uploaded: its name, its type and its bytes.
public struct UploadedFile: Hashable, Sendable, CustomStringConvertible, PredicateValueConvertible {
    /// The file's name as the person's computer gave it, without any folder.
    public let name: String
    /// The file's media type (`image/png`).
    public let contentType: String
    /// The file's bytes.
    public let data: Data

    /// A file with a name, a media type and bytes. The name loses any folder part
    /// and characters that could not be a file name.
    public init(name: String, contentType: String, data: Data) {
        self.name = Self.baseName(name)
        self.contentType = contentType
        self.data = data
    }

    /// The name and the size, as a row shows the file (`photo.png, 12 KB`).
    public var description: String { name + ", " + Self.size(data.count) }

    /// The file as JSON, as drafts and schemas keep it: its name, its media type and
    /// its bytes in base64.
    public var jsonValue: JSONValue {
        .object(["name": .string(name), "contentType": .string(contentType), "data": .string(data.base64EncodedString())])
    }

    /// The file `json` holds as ``jsonValue`` writes it; nil for anything else.
    public init?(jsonValue json: JSONValue) {
        guard case .object(let fields) = json, case .string(let name)? = fields["name"],
              case .string(let encoded)? = fields["data"], let data = Data(base64Encoded: encoded) else { return nil }
        var contentType = ""
        if case .string(let type)? = fields["contentType"] { contentType = type }
        self.init(name: name, contentType: contentType, data: data)
    }

    /// Conditions read a file as its name.
    public var predicateValue: PredicateValue { .string(name) }

    /// A size in bytes as people read it: `512 bytes`, `12 KB`, `2 MB`.
    public static func size(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\(Int((Double(bytes) / 1_000).rounded())) KB" }
        let megabytes = Double(bytes) / 1_000_000
        return (megabytes.rounded() == megabytes ? String(Int(megabytes)) : String(format: "%.1f", megabytes)) + " MB"
    }

    private static func baseName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        // Controls, and format characters that reorder or hide text (a right-to-left
        // override shows `evil\u{202E}fdp.exe` as `evilexe.pdf`), are dropped; the
        // joiner of emoji stays.
        let cleaned = String(last.unicodeScalars.filter { scalar in
            scalar.value >= 0x20 && scalar != "\u{7F}" && !(0x80...0x9F).contains(scalar.value)
                && (scalar.properties.generalCategory != .format || scalar == "\u{200D}")
        }.prefix(200).map(Character.init))
        return cleaned.isEmpty ? "file" : cleaned
    }
}
