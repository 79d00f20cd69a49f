/// Writes HTML into a byte buffer.
///
/// Markup comes only from string literals (`StaticString`): nothing a form or a
/// person supplies can become markup, because every other string goes through an
/// escaping method for its context: ``text(_:)`` for element content,
/// ``attribute(_:_:)`` for quoted attribute values, ``json(_:)`` for JSON inside a
/// `<script type="application/json">` element. The one way around escaping is
/// ``appendTrustedHTML(_:)``, named so it can be found with grep.
public struct HTMLWriter: Sendable {
    /// The bytes written so far, UTF-8.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes written so far, as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends markup from a literal.
    public mutating func markup(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text as element content: `&`, `<` and `>` are escaped (and quotes,
    /// so the same text is safe in any context).
    public mutating func text(_ value: String) {
        HTMLEscaping.append(value, to: &bytes)
    }

    /// Appends an attribute with a quoted, escaped value: ` name="value"`.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(0x20)
        markup(name)
        bytes.append(contentsOf: [0x3D, 0x22])  // ="
        HTMLEscaping.append(value, to: &bytes)
        bytes.append(0x22)
    }

    /// Appends an attribute whose value is a number.
    public mutating func attribute(_ name: StaticString, _ value: Int) {
        bytes.append(0x20)
        markup(name)
        bytes.append(contentsOf: [0x3D, 0x22])
        number(value)
        bytes.append(0x22)
    }

    /// Appends an attribute without a value (` required`), when `present`.
    public mutating func flag(_ name: StaticString, _ present: Bool = true) {
        guard present else { return }
        bytes.append(0x20)
        markup(name)
    }

    /// Appends a whole number in decimal.
    public mutating func number(_ value: Int) {
        if value >= 0, value < 10 {
            bytes.append(0x30 + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// Appends JSON for the inside of a `<script type="application/json">`
    /// element: `<`, `>`, `&` and the line separators U+2028 and U+2029 are
    /// written as `\u` escapes, so the text can never close the element.
    public mutating func json(_ text: String) {
        HTMLEscaping.appendScriptJSON(text, to: &bytes)
    }

    /// Appends JSON that ``JSONText`` made safe for a script element.
    mutating func append(_ json: JSONText) {
        bytes.append(contentsOf: json.bytes)
    }

    /// Appends HTML that is not escaped. Only for markup the program itself made
    /// and trusts (never anything from a form or a person).
    public mutating func appendTrustedHTML(_ html: String) {
        bytes.append(contentsOf: html.utf8)
    }
}
