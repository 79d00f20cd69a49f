/// Decodes an `application/x-www-form-urlencoded` body into name and value pairs,
/// in order, with repeated names kept.
///
/// `+` is a space and `%XX` a byte; the decoded bytes must be UTF-8. Nothing in a
/// body can crash the decoder: anything malformed or beyond the limits is a
/// ``FormBodyError``.
public enum URLEncodedBody {
    /// The pairs of `body`.
    ///
    /// - Complexity: O(*n*) in the bytes of the body.
    public static func decode(_ body: some Collection<UInt8>, limits: BodyLimits = BodyLimits()) throws(FormBodyError)
        -> [(name: String, value: String)] {
        guard body.count <= limits.maximumBodyBytes else {
            throw FormBodyError(.bodyTooLarge, "The form sent is larger than \(limits.maximumBodyBytes) bytes.")
        }
        let bytes = Array(body)
        var pairs: [(name: String, value: String)] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                guard pairs.count < limits.maximumFieldCount else {
                    throw FormBodyError(.tooManyFields, "The form sent has more than \(limits.maximumFieldCount) fields.")
                }
                guard end - start <= limits.maximumFieldBytes * 3 else { throw tooLong(limits) }
                var equals = start
                while equals < end, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                let name = try decodeComponent(bytes[start..<equals])
                let value = equals < end ? try decodeComponent(bytes[(equals + 1)..<end]) : ""
                guard name.utf8.count + value.utf8.count <= limits.maximumFieldBytes else { throw tooLong(limits) }
                pairs.append((name, value))
            }
            start = end + 1
        }
        return pairs
    }

    private static func tooLong(_ limits: BodyLimits) -> FormBodyError {
        FormBodyError(.fieldTooLong, "A field of the form sent is longer than \(limits.maximumFieldBytes) bytes.")
    }

    /// One name or value: `+` and `%XX` decoded, checked as UTF-8.
    static func decodeComponent(_ bytes: ArraySlice<UInt8>) throws(FormBodyError) -> String {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return try utf8(bytes)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                decoded.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw FormBodyError(.malformed, "The form sent has a broken % escape.")
                }
                decoded.append(high << 4 | low)
                index += 2
            } else {
                decoded.append(byte)
            }
            index += 1
        }
        return try utf8(decoded[...])
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) throws(FormBodyError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FormBodyError(.malformed, "The form sent is not UTF-8 text.")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
