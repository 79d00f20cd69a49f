/// Writes HTML into a byte buffer.
///
/// Markup comes only from string literals (`StaticString`): nothing a form or a
/// person supplies can become markup, because every other string goes through an
/// escaping method for its context: ``text(_:)`` for element content,
/// `attribute(_:_:)` for quoted attribute values, ``json(_:)`` for JSON inside a
/// `<script type="application/json">` element. The one way around escaping is
/// ``appendTrustedHTML(_:)``, named so it can be found with grep.
public struct HTMLWriter: Sendable {
    // A page is tens of thousands of short appends: a buffer of its own, copied
    // on write, appends without the checks and calls an array's append makes.
    private var storage: HTMLBuffer

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        storage = HTMLBuffer(capacity: capacity)
    }

    /// The bytes written so far, UTF-8.
    public var bytes: [UInt8] { storage.withBytes { Array($0) } }

    /// How many bytes have been written.
    public var count: Int { storage.count }

    /// The bytes written so far, as a string.
    public var string: String { storage.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes written so far, without copying them.
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withBytes(body)
    }

    /// Room for `count` more bytes, at the end.
    @inline(__always)
    private mutating func room(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if _fastPath(isKnownUniquelyReferenced(&storage) && storage.capacity - storage.count >= count) {
            return storage.base + storage.count
        }
        return makeRoom(count)
    }

    // Out of line, so what every append inlines is only the check above.
    @inline(never)
    private mutating func makeRoom(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(adding: count) }
        if storage.capacity - storage.count < count { storage.grow(toHold: count) }
        return storage.base + storage.count
    }

    @inline(__always)
    private mutating func append(_ source: UnsafeRawBufferPointer) {
        guard let from = source.baseAddress, source.count > 0 else { return }
        let count = source.count
        let to = room(count)
        let bytes = from.assumingMemoryBound(to: UInt8.self)
        // Most pieces are a few bytes: a loop beats a call to memmove.
        if count <= 16 {
            for i in 0..<count { to[i] = bytes[i] }
        } else {
            to.update(from: bytes, count: count)
        }
        storage.count += count
    }

    /// Appends one byte (for ``JSONText``, which writes through this buffer).
    @inline(__always)
    mutating func append(byte: UInt8) {
        room(1).pointee = byte
        storage.count += 1
    }

    /// Appends markup from a literal.
    @inline(__always)
    public mutating func markup(_ literal: StaticString) {
        append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends text as element content: `&`, `<` and `>` are escaped (and quotes,
    /// so the same text is safe in any context).
    public mutating func text(_ value: String) {
        let written: Void? = value.utf8.withContiguousStorageIfAvailable { escape(UnsafeRawBufferPointer($0)) }
        guard written == nil else { return }
        var contiguous = value
        contiguous.withUTF8 { escape(UnsafeRawBufferPointer($0)) }
    }

    /// Escapes into room made once for the worst case (every byte six), so the
    /// loop writes without asking for room byte by byte; text longer than a page's
    /// usual pieces is escaped piece by piece, so it never asks for six times its size.
    @inline(__always)
    private mutating func escape(_ utf8: UnsafeRawBufferPointer) {
        let count = utf8.count
        guard count > 0 else { return }
        guard count <= Self.escapedAtOnce else { return escapeInPieces(utf8) }
        let start = room(count * 6)
        storage.count += Self.putEscaped(utf8, at: start) - start
    }

    /// The longest text escaped into room made at once.
    private static let escapedAtOnce = 1024

    /// Writes `utf8` escaped at `to`, which has room for six bytes each; returns
    /// where it ended.
    @inline(__always)
    private static func putEscaped(_ utf8: UnsafeRawBufferPointer, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var to = start
        for byte in utf8 {
            // The five characters escaped all come before `?`; letters come after.
            if byte >= UInt8(ascii: "?") {
                to.pointee = byte
                to += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "&"): to = put("&amp;", at: to)
            case UInt8(ascii: "<"): to = put("&lt;", at: to)
            case UInt8(ascii: ">"): to = put("&gt;", at: to)
            case UInt8(ascii: "\""): to = put("&quot;", at: to)
            case UInt8(ascii: "'"): to = put("&#39;", at: to)
            default:
                to.pointee = byte
                to += 1
            }
        }
        return to
    }

    @inline(__always)
    private static func put(_ literal: StaticString, at to: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let count = literal.utf8CodeUnitCount
        let from = literal.utf8Start
        for i in 0..<count { to[i] = from[i] }
        return to + count
    }

    private mutating func escapeInPieces(_ utf8: UnsafeRawBufferPointer) {
        var start = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < UInt8(ascii: "?") {
                let replacement: StaticString?
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: replacement = nil
                }
                if let replacement {
                    append(UnsafeRawBufferPointer(rebasing: utf8[start..<index]))
                    markup(replacement)
                    start = index + 1
                }
            }
            index += 1
        }
        append(UnsafeRawBufferPointer(rebasing: utf8[start..<utf8.count]))
    }

    /// Appends an attribute with a quoted, escaped value: ` name="value"`.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            guard utf8.count <= Self.escapedAtOnce else {
                append(byte: 0x20)
                markup(name)
                markup("=\"")
                escapeInPieces(UnsafeRawBufferPointer(utf8))
                append(byte: 0x22)
                return
            }
            // One request for room: the name, `="`, the value escaped, `"`.
            let start = room(name.utf8CodeUnitCount + 4 + utf8.count * 6)
            start.pointee = 0x20
            var to = Self.put(name, at: start + 1)
            to = Self.put("=\"", at: to)
            to = Self.putEscaped(UnsafeRawBufferPointer(utf8), at: to)
            to.pointee = 0x22
            storage.count += to + 1 - start
        }
    }

    /// Appends an attribute whose value is a number.
    public mutating func attribute(_ name: StaticString, _ value: Int) {
        append(byte: 0x20)
        markup(name)
        markup("=\"")
        number(value)
        append(byte: 0x22)
    }

    /// Appends an attribute without a value (` required`), when `present`.
    @inline(__always)
    public mutating func flag(_ name: StaticString, _ present: Bool = true) {
        guard present else { return }
        append(byte: 0x20)
        markup(name)
    }

    /// Appends a whole number in decimal.
    public mutating func number(_ value: Int) {
        if value >= 0, value < 10 {
            append(byte: 0x30 + UInt8(value))
        } else {
            appendUTF8(String(value))
        }
    }

    /// Appends JSON for the inside of a `<script type="application/json">`
    /// element: `<`, `>`, `&` and the line separators U+2028 and U+2029 are
    /// written as `\u` escapes, so the text can never close the element.
    public mutating func json(_ text: String) {
        var escaped: [UInt8] = []
        HTMLEscaping.appendScriptJSON(text, to: &escaped)
        escaped.withUnsafeBytes { append($0) }
    }

    /// Appends bytes already made safe for HTML (kept markup).
    mutating func append(raw bytes: UnsafeRawBufferPointer) {
        append(bytes)
    }

    /// Appends JSON that ``JSONText`` made safe for a script element.
    mutating func append(_ json: JSONText) {
        json.withBytes { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends HTML that is not escaped. Only for markup the program itself made
    /// and trusts (never anything from a form or a person).
    public mutating func appendTrustedHTML(_ html: String) {
        appendUTF8(html)
    }

    /// Appends a string's UTF-8 as it is (for ``appendTrustedHTML(_:)`` and ``JSONText``).
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }
}

/// The bytes of an ``HTMLWriter``: one block that doubles as it fills.
final class HTMLBuffer: @unchecked Sendable {
    // Sendable because writers copy it before changing it unless they hold the only
    // reference. Its fields are changed only by whole assignments that call out to
    // nothing, so the run-time exclusivity check would only cost (on every append).
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// A copy with room for `extra` more bytes.
    func copy(adding extra: Int) -> HTMLBuffer {
        let copy = HTMLBuffer(capacity: max(capacity, count + extra))
        copy.base.update(from: base, count: count)
        copy.count = count
        return copy
    }

    /// Grows so `extra` more bytes fit.
    func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
