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
        // One non-generic pass over contiguous bytes: a request body is an array
        // already, so this copies nothing.
        let bytes = Array(body)
        let result: Result<[(name: String, value: String)], FormBodyError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(FormBodyError) {
                return .success(try decode(buffer, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, limits: BodyLimits) throws(FormBodyError)
        -> [(name: String, value: String)] {
        // Room for every pair at once (one more than the `&`s, within the limit),
        // and for the longest component decoded.
        var separators = 0
        for byte in bytes where byte == UInt8(ascii: "&") { separators += 1 }
        var pairs: [(name: String, value: String)] = []
        pairs.reserveCapacity(min(separators + 1, limits.maximumFieldCount))
        // Never read before written: not filled with zeros first.
        // A field's escaped form is at most three times its bytes (`%XX` each);
        // clamped, so a limit set to `Int.max` means no limit rather than a trap.
        let escapedFieldBytes = limits.maximumFieldBytes.multipliedReportingOverflow(by: 3).overflow ? Int.max : limits.maximumFieldBytes * 3
        let scratchSize = min(bytes.count, max(0, escapedFieldBytes))
        var scratch = [UInt8](unsafeUninitializedCapacity: scratchSize) { _, count in count = scratchSize }
        return try scratch.withUnsafeMutableBufferPointer { scratch throws(FormBodyError) in
            var start = 0
            while start <= bytes.count {
                // One pass over the pair finds its end, its `=`, and whether its name
                // and value need decoding (an escape) or checking (a byte over 0x7F).
                var end = start, equals = -1
                var flags: UInt8 = 0, nameFlags: UInt8 = 0
                scan: while end < bytes.count {
                    let byte = bytes[end]
                    end += 1
                    // Letters and most of what a value holds come after `?`; the
                    // bytes that matter come before it, or above 0x7F.
                    if byte > UInt8(ascii: "?") {
                        if byte >= 0x80 { flags |= nonASCIIFlag }
                        continue
                    }
                    switch byte {
                    case UInt8(ascii: "&"):
                        end -= 1
                        break scan
                    case UInt8(ascii: "="):
                        if equals < 0 { (equals, nameFlags, flags) = (end - 1, flags, 0) }
                    case UInt8(ascii: "%"), UInt8(ascii: "+"):
                        flags |= escapedFlag
                    default:
                        break
                    }
                }
                // A pair without `=` is all name.
                let valueFlags: UInt8
                if equals < 0 { (equals, nameFlags, valueFlags) = (end, flags, 0) } else { valueFlags = flags }
                if end > start {
                    guard pairs.count < limits.maximumFieldCount else {
                        throw FormBodyError(.tooManyFields, "The form sent has more than \(limits.maximumFieldCount) fields.")
                    }
                    guard end - start <= escapedFieldBytes else { throw tooLong(limits) }
                    let name = try decodeComponent(UnsafeBufferPointer(rebasing: bytes[start..<equals]), flags: nameFlags, scratch: scratch)
                    let value = equals < end
                        ? try decodeComponent(UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<end]), flags: valueFlags, scratch: scratch)
                        : ""
                    guard name.utf8.count + value.utf8.count <= limits.maximumFieldBytes else { throw tooLong(limits) }
                    pairs.append((name, value))
                }
                start = end + 1
            }
            return pairs
        }
    }

    /// A component has an escape (`%`, `+`), or a byte that is not ASCII.
    private static let escapedFlag: UInt8 = 1, nonASCIIFlag: UInt8 = 2

    private static func tooLong(_ limits: BodyLimits) -> FormBodyError {
        FormBodyError(.fieldTooLong, "A field of the form sent is longer than \(limits.maximumFieldBytes) bytes.")
    }

    /// One name or value: `+` as a space, `%XX` as a byte, and the bytes UTF-8.
    /// `flags` say whether it has escapes or bytes over 0x7F; `scratch` has room for
    /// the component's bytes.
    private static func decodeComponent(_ bytes: UnsafeBufferPointer<UInt8>, flags: UInt8, scratch: UnsafeMutableBufferPointer<UInt8>)
        throws(FormBodyError) -> String {
        var ascii = flags & nonASCIIFlag == 0
        guard flags & escapedFlag != 0 else { return try text(bytes, ascii: ascii) }
        var index = 0
        var count = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                scratch[count] = UInt8(ascii: " ")
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw FormBodyError(.malformed, "The form sent has a broken % escape.")
                }
                let decoded = high << 4 | low
                if decoded >= 0x80 { ascii = false }
                scratch[count] = decoded
                index += 2
            } else {
                scratch[count] = byte
            }
            count += 1
            index += 1
        }
        return try text(UnsafeBufferPointer(rebasing: scratch[..<count]), ascii: ascii)
    }

    /// The bytes as text; bytes that are not UTF-8 are refused, not repaired.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) throws(FormBodyError) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        // ASCII is UTF-8; otherwise decoding repairs what is broken, so the text
        // differs from the bytes exactly when they are not UTF-8.
        guard ascii || text.utf8.elementsEqual(bytes) else {
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
