import Foundation
import Formwork

/// Decodes a `multipart/form-data` body: the fields, in order, and the files.
///
/// Nothing in a body can crash the decoder: a missing boundary, a part without
/// its headers or its end, a field or body beyond the limits are each a
/// ``FormBodyError``. A file input left empty (a part with an empty file name and
/// no bytes) is not a file.
public enum MultipartBody {
    /// What a multipart body holds.
    public struct Parts: Sendable {
        /// The text fields, in order.
        public var fields: [(name: String, value: String)] = []
        /// The files, in order, by field name.
        public var files: [(name: String, file: UploadedFile)] = []
    }

    /// The boundary a `Content-Type` header names (`multipart/form-data;
    /// boundary=…`), or nil.
    public static func boundary(fromContentType contentType: String) -> String? {
        // Most posts are not multipart: that is told from the bytes first.
        if isPlainASCII(contentType), !hasMultipartMediaType(contentType) { return nil }
        let parameters = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.first?.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            // RFC 2046: 1 to 70 characters.
            guard !value.isEmpty, value.utf8.count <= 70 else { return nil }
            return value
        }
        return nil
    }

    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether the media type, before any parameter, is `multipart/form-data` in
    /// any case, with spaces or tabs around it.
    private static func hasMultipartMediaType(_ contentType: String) -> Bool {
        let expected = Array("multipart/form-data".utf8)
        var matched = 0
        var started = false
        for byte in contentType.utf8 {
            if byte == UInt8(ascii: ";") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                // Spaces may surround the media type, never split it.
                if started && matched < expected.count { return false }
                continue
            }
            guard matched < expected.count else { return false }
            let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            guard lowered == expected[matched] else { return false }
            matched += 1
            started = true
        }
        return matched == expected.count
    }

    /// The parts of `body`, cut at `boundary`.
    ///
    /// - Complexity: O(*n*) in the bytes of the body.
    public static func decode(_ body: [UInt8], boundary: String, limits: BodyLimits = BodyLimits()) throws(FormBodyError) -> Parts {
        guard body.count <= limits.maximumUploadBytes else {
            throw FormBodyError(.bodyTooLarge, "The form sent is larger than \(UploadedFile.size(limits.maximumUploadBytes)).")
        }
        let delimiter = Array(("--" + boundary).utf8)
        let malformed = FormBodyError(.malformed, "The form sent is not a well-formed multipart body.")
        guard var position = find(delimiter, in: body, from: 0) else { throw malformed }
        position += delimiter.count
        var parts = Parts()
        let separator = Array("\r\n\r\n".utf8)
        let next = Array("\r\n".utf8) + delimiter
        while true {
            // After a delimiter: "--" ends the body, a line break starts a part.
            if body.count >= position + 2, body[position] == UInt8(ascii: "-"), body[position + 1] == UInt8(ascii: "-") { return parts }
            guard body.count >= position + 2, body[position] == 0x0D, body[position + 1] == 0x0A else { throw malformed }
            position += 2
            guard let headersEnd = find(separator, in: body, from: position), headersEnd - position <= 8_192 else { throw malformed }
            guard let headers = String(validating: body[position..<headersEnd], as: UTF8.self) else { throw malformed }
            let contentStart = headersEnd + separator.count
            guard let contentEnd = find(next, in: body, from: contentStart) else { throw malformed }
            let content = body[contentStart..<contentEnd]
            position = contentEnd + next.count
            guard let disposition = header("content-disposition", in: headers),
                  let name = parameter("name", in: disposition) else { throw malformed }
            // Files count towards the fields a body may hold.
            guard parts.fields.count + parts.files.count < limits.maximumFieldCount else {
                throw FormBodyError(.tooManyFields, "The form sent has more than \(limits.maximumFieldCount) fields.")
            }
            if let filename = parameter("filename", in: disposition) {
                if filename.isEmpty && content.isEmpty { continue }
                let type = header("content-type", in: headers) ?? "application/octet-stream"
                parts.files.append((name, UploadedFile(name: filename, contentType: type, data: Data(content))))
            } else {
                // A file carried back from an earlier page (`….kept`) is as large as an
                // upload may be; the body's own limit bounds it.
                let isKept = FormSubmission.keptIdentifier(ofField: name) != nil
                let fieldLimit = isKept ? limits.maximumUploadBytes : limits.maximumFieldBytes
                guard name.utf8.count + content.count <= fieldLimit else {
                    throw FormBodyError(.fieldTooLong, "A field of the form sent is longer than \(fieldLimit) bytes.")
                }
                guard let value = String(validating: content, as: UTF8.self) else {
                    throw FormBodyError(.malformed, "The form sent is not UTF-8 text.")
                }
                parts.fields.append((name, value))
            }
        }
    }

    /// The value of a header, by its lower-case name.
    private static func header(_ name: String, in headers: String) -> String? {
        for line in headers.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// A parameter of a header value (`name="avatar"`), unquoted.
    private static func parameter(_ name: String, in value: String) -> String? {
        for piece in value.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
            var text = pair[1].trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
            return text.replacingOccurrences(of: "%22", with: "\"")
        }
        return nil
    }

    /// The first index of `needle` in `haystack` at or after `start`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
