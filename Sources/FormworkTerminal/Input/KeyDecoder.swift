/// Turns the bytes a terminal sends into events: keys with their modifiers, pastes,
/// and answers to requests.
///
/// It reads what common terminals send: plain and UTF-8 text, control keys, the CSI
/// and SS3 forms of arrows, Home/End, PgUp/PgDn and function keys with xterm's
/// modifier parameters, xterm's `modifyOtherKeys` form, kitty's `CSI … u` form, and
/// bracketed paste. A sequence cut between two reads is kept for the next; a lone
/// escape is the Escape key only once no more bytes follow (``flush()``). Bytes that
/// make no sense are dropped, never guessed at, and never crash the decoder.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    /// The longest paste kept, in bytes; the rest of a longer paste is dropped.
    public var maximumPasteBytes = 1 << 20
    /// Whether a `CSI row ; column R` answers a cursor position request; otherwise it
    /// is F3 with modifiers, which some terminals send the same way.
    public var awaitingCursorReport = false

    public init() {}

    /// Whether bytes wait for more to complete them (a lone escape, half a sequence,
    /// a paste not yet ended).
    public var hasPending: Bool { !pending.isEmpty || paste != nil }

    /// How long to wait for more bytes before ``flush()``, in milliseconds: a pasted
    /// text may come in several reads, an escape sequence in one.
    public var pendingTimeout: Int32 { paste != nil ? 500 : 30 }

    /// Decodes bytes received, keeping an incomplete sequence for the next call.
    public mutating func decode<S: Sequence<UInt8>>(_ bytes: S) -> [TerminalEvent] {
        pending.append(contentsOf: bytes)
        return decodePending(final: false)
    }

    /// Decodes what waits once no more bytes came for a while: a lone escape is the
    /// Escape key, half a sequence is dropped, a paste that never ended ends.
    public mutating func flush() -> [TerminalEvent] {
        if let collected = paste {
            // A paste whose end never came ends here, so keys work again.
            paste = nil
            let rest = Array(pending)
            pending = []
            var text = collected
            text.append(contentsOf: rest.prefix(max(0, maximumPasteBytes - text.count)))
            return [.paste(String(decoding: text, as: UTF8.self).replacingLineEnds())]
        }
        return decodePending(final: true)
    }

    private mutating func decodePending(final: Bool) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                index = takePaste(from: index, into: &events)
                if paste != nil { break }
                continue
            }
            switch decodeOne(at: index, final: final) {
            case .incomplete:
                guard final else {
                    pending.removeFirst(index)
                    return events
                }
                // Nothing more comes: an escape that starts what never finished is the
                // Escape key, and what follows it is read on its own; any other
                // unfinished bytes are dropped.
                if pending[index] == 0x1B {
                    events.append(.key(KeyPress(.escape)))
                    index += 1
                } else {
                    index = pending.count
                }
            case .event(let event, let length):
                events.append(event)
                index += length
            case .text(let text, let length):
                for character in text { events.append(.key(KeyPress(.character(character)))) }
                index += length
            case .pasteStart(let length):
                paste = []
                index += length
            case .skip(let length):
                index += length
            }
        }
        pending.removeFirst(min(index, pending.count))
        return events
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Collects pasted bytes up to the end marker; returns where decoding goes on.
    private mutating func takePaste(from start: Int, into events: inout [TerminalEvent]) -> Int {
        let end = Self.pasteEnd
        var index = start
        while index < pending.count {
            if pending[index] == 0x1B {
                let available = pending.count - index
                if available < end.count {
                    if pending[index...].elementsEqual(end.prefix(available)) {
                        appendPasted(pending[start..<index])
                        return index // wait for the rest of the marker
                    }
                } else if pending[index ..< index + end.count].elementsEqual(end) {
                    appendPasted(pending[start..<index])
                    var text = String(decoding: paste ?? [], as: UTF8.self)
                    text = text.replacingLineEnds()
                    events.append(.paste(text))
                    paste = nil
                    return index + end.count
                }
            }
            index += 1
        }
        appendPasted(pending[start..<index])
        return index
    }

    private mutating func appendPasted(_ bytes: ArraySlice<UInt8>) {
        guard var collected = paste else { return }
        let room = maximumPasteBytes - collected.count
        collected.append(contentsOf: bytes.prefix(max(0, room)))
        paste = collected
    }

    private enum Decoded {
        case incomplete
        case event(TerminalEvent, length: Int)
        case text(String, length: Int)
        case pasteStart(length: Int)
        case skip(length: Int)
    }

    private func decodeOne(at index: Int, final: Bool) -> Decoded {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            guard index + 1 < pending.count else { return .incomplete }
            let next = pending[index + 1]
            if next == UInt8(ascii: "[") { return decodeCSI(at: index) }
            if next == UInt8(ascii: "O") { return decodeSS3(at: index, final: final) }
            // Escape then a key: that key with Alt, as terminals send Alt.
            switch decodeOne(at: index + 1, final: final) {
            case .event(.key(var press), let length):
                press.modifiers.insert(.alt)
                return .event(.key(press), length: length + 1)
            case .text:
                // Alt applies to the first character only: the bytes of one scalar.
                let length = utf8Length(at: index + 1)
                let first = String(decoding: pending[(index + 1)..<(index + 1 + length)], as: UTF8.self).first ?? "\u{FFFD}"
                return .event(.key(KeyPress(.character(first), .alt)), length: 1 + length)
            case .incomplete:
                return .incomplete
            default:
                return .event(.key(KeyPress(.escape)), length: 1)
            }
        case 0x0D, 0x0A: return .event(.key(KeyPress(.enter)), length: 1)
        case 0x09: return .event(.key(KeyPress(.tab)), length: 1)
        case 0x7F: return .event(.key(KeyPress(.backspace)), length: 1)
        case 0x08: return .event(.key(KeyPress(.backspace, .control)), length: 1)
        case 0x00: return .event(.key(KeyPress(.character(" "), .control)), length: 1)
        case 0x01...0x1A: return .event(.key(.control(Character(Unicode.Scalar(byte + 0x60)))), length: 1)
        case 0x1C...0x1F: return .event(.key(.control(Character(Unicode.Scalar(byte + 0x40)))), length: 1)
        default: return decodeText(at: index)
        }
    }

    /// The bytes of the UTF-8 sequence at `index` that are there: 1 for a byte that
    /// starts none.
    private func utf8Length(at index: Int) -> Int {
        let length: Int
        switch pending[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        var available = 1
        while available < length && index + available < pending.count && pending[index + available] & 0xC0 == 0x80 {
            available += 1
        }
        return available
    }

    /// A run of text up to the next control byte; a UTF-8 sequence cut by the end of
    /// the bytes waits for the rest.
    private func decodeText(at start: Int) -> Decoded {
        var index = start
        while index < pending.count {
            let byte = pending[index]
            if byte < 0x20 || byte == 0x7F { break }
            if byte < 0x80 { index += 1; continue }
            let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 && byte <= 0xEF ? 3 : byte >= 0xC2 && byte <= 0xDF ? 2 : 1
            let available = utf8Length(at: index)
            if available < length && index + available == pending.count {
                // Cut in the middle: take what comes before, wait for the rest.
                if index == start { return .incomplete }
                break
            }
            index += available
        }
        let text = String(decoding: pending[start..<index], as: UTF8.self)
        return .text(text, length: index - start)
    }

    private func decodeSS3(at index: Int, final: Bool) -> Decoded {
        guard index + 2 < pending.count else {
            // ESC O alone, when nothing follows, is Alt-O.
            if final { return .event(.key(KeyPress(.character("O"), .alt)), length: 2) }
            return .incomplete
        }
        let key: Key?
        switch pending[index + 2] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "M"): key = .enter
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        default: key = nil
        }
        guard let key else { return .skip(length: 3) }
        return .event(.key(KeyPress(key)), length: 3)
    }

    private func decodeCSI(at index: Int) -> Decoded {
        var cursor = index + 2
        var parameters: [UInt8] = []
        var intermediates: [UInt8] = []
        while cursor < pending.count {
            let byte = pending[cursor]
            switch byte {
            case 0x30...0x3F:
                guard intermediates.isEmpty else { return .skip(length: cursor - index) }
                parameters.append(byte)
            case 0x20...0x2F: intermediates.append(byte)
            case 0x40...0x7E:
                return interpretCSI(parameters: parameters, intermediates: intermediates, final: byte, length: cursor + 1 - index)
            default:
                // Not a sequence after all: drop the introducer, read on from here.
                return .skip(length: cursor - index)
            }
            cursor += 1
            if cursor - index > 64 { return discardSequence(from: index, at: cursor) }
        }
        return .incomplete
    }

    /// Drops an overlong sequence through its final byte, so none of it is taken as
    /// typing; more than a few kilobytes without one are dropped as they come.
    private func discardSequence(from start: Int, at index: Int) -> Decoded {
        var cursor = index
        while cursor < pending.count {
            let byte = pending[cursor]
            if (0x40...0x7E).contains(byte) { return .skip(length: cursor + 1 - start) }
            if !(0x20...0x3F).contains(byte) { return .skip(length: cursor - start) }
            cursor += 1
        }
        return pending.count - start > 4096 ? .skip(length: pending.count - start) : .incomplete
    }

    private func interpretCSI(parameters raw: [UInt8], intermediates: [UInt8], final: UInt8, length: Int) -> Decoded {
        let isPrivate = raw.first == UInt8(ascii: "?")
        let isMouse = raw.first == UInt8(ascii: "<")
        let fields = Self.fields(raw.drop { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        let numbers = fields.map { $0.first ?? nil }
        func number(_ i: Int, default value: Int) -> Int { i < numbers.count ? (numbers[i] ?? value) : value }
        let modifiers = KeyModifiers(parameter: number(1, default: 1))
        func key(_ key: Key) -> Decoded { .event(.key(KeyPress(key, modifiers)), length: length) }
        if isMouse { return .skip(length: length) }
        if isPrivate {
            if intermediates == [UInt8(ascii: "$")] && final == UInt8(ascii: "y") {
                let state = number(1, default: 0)
                return .event(.modeReport(mode: number(0, default: 0), supported: state == 1 || state == 2 || state == 3), length: length)
            }
            return .skip(length: length)
        }
        guard intermediates.isEmpty else { return .skip(length: length) }
        switch final {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "P"): return key(.function(1))
        case UInt8(ascii: "Q"): return key(.function(2))
        case UInt8(ascii: "S"): return key(.function(4))
        case UInt8(ascii: "R"):
            if awaitingCursorReport && numbers.count == 2 {
                return .event(.cursorPosition(row: number(0, default: 1), column: number(1, default: 1)), length: length)
            }
            return key(.function(3))
        case UInt8(ascii: "Z"): return .event(.key(KeyPress(.tab, .shift)), length: length)
        case UInt8(ascii: "I") where raw.isEmpty: return .event(.focus(true), length: length)
        case UInt8(ascii: "O") where raw.isEmpty: return .event(.focus(false), length: length)
        case UInt8(ascii: "~"):
            let code = number(0, default: 0)
            if code == 200 { return .pasteStart(length: length) }
            if code == 27, let press = Self.keyPress(codepoint: number(2, default: 0), modifiers: modifiers) {
                return .event(.key(press), length: length)
            }
            guard let tilde = Self.tildeKey(code) else { return .skip(length: length) }
            return key(tilde)
        case UInt8(ascii: "u"):
            // kitty: code[:shifted[:base]] ; modifiers[:event] ; text
            let event = fields.count > 1 && fields[1].count > 1 ? (fields[1][1] ?? 1) : 1
            if event == 3 { return .skip(length: length) } // a key released
            let shifted = fields.first.flatMap { $0.count > 1 ? $0[1] : nil }
            var code = number(0, default: 0)
            var kittyModifiers = modifiers
            if let shifted, kittyModifiers.contains(.shift) {
                code = shifted
                kittyModifiers.remove(.shift)
            }
            guard let press = Self.keyPress(codepoint: code, modifiers: kittyModifiers) else { return .skip(length: length) }
            return .event(.key(press), length: length)
        default:
            return .skip(length: length)
        }
    }

    /// Parameters split at `;`, each split at `:`; an empty one is nil.
    private static func fields(_ bytes: some Collection<UInt8>) -> [[Int?]] {
        var result: [[Int?]] = [[]]
        var current: Int?
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                current = min(1_000_000, (current ?? 0) * 10 + digit)
            case UInt8(ascii: ":"):
                result[result.count - 1].append(current)
                current = nil
            case UInt8(ascii: ";"):
                result[result.count - 1].append(current)
                result.append([])
                current = nil
            default: break
            }
        }
        result[result.count - 1].append(current)
        return result
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23...26: return .function(code - 12)
        case 28, 29: return .function(code - 13)
        case 31...34: return .function(code - 14)
        default: return nil
        }
    }

    /// A key from a Unicode code point, as kitty and `modifyOtherKeys` send keys.
    private static func keyPress(codepoint: Int, modifiers: KeyModifiers) -> KeyPress? {
        switch codepoint {
        case 13: return KeyPress(.enter, modifiers)
        case 9: return KeyPress(.tab, modifiers)
        case 27: return KeyPress(.escape, modifiers)
        case 127, 8: return KeyPress(.backspace, modifiers)
        case 0x20...0x10FFFF:
            // kitty's private-use codes name keys without a character (keypad, media).
            if (0xE000...0xF8FF).contains(codepoint) { return nil }
            guard let scalar = Unicode.Scalar(UInt32(codepoint)) else { return nil }
            var modifiers = modifiers
            var character = Character(scalar)
            // Shift and a letter is the capital, when it is one character ("ß" is not).
            let upper = character.uppercased()
            if modifiers == .shift, character.isLetter, upper.count == 1 {
                character = Character(upper)
                modifiers = []
            }
            return KeyPress(.character(character), modifiers)
        default: return nil
        }
    }
}

extension String {
    /// The text with `\r\n` and lone `\r` as `\n`, as pasted text has its lines.
    func replacingLineEnds() -> String {
        guard utf8.contains(0x0D) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        var afterReturn = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                afterReturn = true
                continue
            }
            if scalar == "\n" && afterReturn { afterReturn = false; continue }
            afterReturn = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
