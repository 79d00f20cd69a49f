/// The value must be an email address: `local@domain.tld`.
///
/// The check follows the HTML standard's definition of a valid email address (the
/// one browsers use), and also requires a dot in the domain. Empty values pass:
/// combine with ``RuleRequired`` to require one.
public struct RuleEmail: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the form.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.email, ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    // Only a message given in code is stored, in a box: the rule is copied into
    // every row, and a plain rule holds no reference at all.
    @usableFromInline var customMessage: RuleMessage?

    /// An email address rule.
    ///
    /// - Parameters:
    ///   - msg: the message shown when the value is not an email address.
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(msg: String? = nil, id: String? = nil) {
        self.id = id
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return EmailSyntax.isValid(value) ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { .email }
}

/// A byte scanner for email syntax; faster than a regular expression and the same
/// on every platform.
enum EmailSyntax {
    static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0, at < bytes.count - 1 else { return false }
            for b in bytes[..<at] where !isLocalByte(b) { return false }
            // Domain labels: 1 to 63 letters, digits or hyphens, not at either end; two at least.
            var labels = 0, length = 0, previous: UInt8 = UInt8(ascii: ".")
            for b in bytes[(at + 1)...] {
                if b == UInt8(ascii: ".") {
                    guard length > 0, previous != UInt8(ascii: "-") else { return false }
                    labels += 1
                    length = 0
                } else {
                    guard isAlphanumeric(b) || b == UInt8(ascii: "-"), length < 63 else { return false }
                    if length == 0 && b == UInt8(ascii: "-") { return false }
                    length += 1
                }
                previous = b
            }
            guard length > 0, previous != UInt8(ascii: "-") else { return false }
            return labels + 1 >= 2
        }
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122)
    }

    private static func isLocalByte(_ b: UInt8) -> Bool {
        isAlphanumeric(b) || ".!#$%&'*+/=?^_`{|}~-".utf8.contains(b)
    }
}
