/// Base64 with the URL alphabet (`-` and `_` for `+` and `/`) and no padding: how
/// tokens, browser identifiers and signatures travel in cookies and fields.
///
/// Written on the bytes, with a table each way: every page and every post encodes
/// or decodes a few of these.
package enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The value of each byte of the alphabet, 0xFF for bytes outside it.
    private static let values: [UInt8] = {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, byte) in alphabet.enumerated() { values[Int(byte)] = UInt8(value) }
        return values
    }()

    /// `bytes` as text: four characters per three bytes, the last group shortened.
    package static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] as [UInt32] { out.append(alphabet[Int(group >> shift & 63)]) }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            var group = UInt32(bytes[index]) << 16
            if rest == 2 { group |= UInt32(bytes[index + 1]) << 8 }
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            if rest == 2 { out.append(alphabet[Int(group >> 6 & 63)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes `text` stands for; nil when it holds anything but the alphabet,
    /// has a length no encoding gives, is over 200 characters, or has bits set
    /// past its last byte (so each value has exactly one text).
    package static func decode(_ text: String) -> [UInt8]? {
        let input = Array(text.utf8)
        guard input.count <= 200, input.count % 4 != 1 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(input.count * 3 / 4)
        var group: UInt32 = 0
        var held = 0
        for byte in input {
            let value = values[Int(byte)]
            guard value != 0xFF else { return nil }
            group = group << 6 | UInt32(value)
            held += 1
            if held == 4 {
                out.append(UInt8(truncatingIfNeeded: group >> 16))
                out.append(UInt8(truncatingIfNeeded: group >> 8))
                out.append(UInt8(truncatingIfNeeded: group))
                group = 0
                held = 0
            }
        }
        switch held {
        case 2:
            guard group & 0xF == 0 else { return nil }
            out.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            guard group & 0x3 == 0 else { return nil }
            out.append(UInt8(truncatingIfNeeded: group >> 10))
            out.append(UInt8(truncatingIfNeeded: group >> 2))
        default:
            break
        }
        return out
    }
}
