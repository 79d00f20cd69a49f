import Foundation

/// The value must be a web address with a host (and, when required, a scheme).
public struct RuleURL: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// Whether an empty value passes.
    public var allowsEmpty: Bool
    /// Whether `http://` or `https://` must be present.
    public var requiresProtocol: Bool

    /// A web address rule.
    ///
    /// - Parameters:
    ///   - allowsEmpty: whether an empty value passes.
    ///   - requiresProtocol: whether `http://` or `https://` must be present.
    ///   - msg: the message shown when the value is not a web address.
    ///   - id: an identifier for removing the rule.
    public init(allowsEmpty: Bool = true, requiresProtocol: Bool = false,
                msg: String? = nil, id: String? = nil) {
        self.id = id
        self.allowsEmpty = allowsEmpty
        self.requiresProtocol = requiresProtocol
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.url, ruleID: id)
    }

    public func isValid(value: URL?) -> ValidationError? {
        guard let value else { return allowsEmpty ? nil : validationError }
        return URLSyntax.isWebAddress(value.absoluteString, requiresProtocol: requiresProtocol) ? nil : validationError
    }

    /// `.url` with the default settings; other settings have no portable form, so
    /// the rule is not described rather than described wrongly.
    public var descriptor: RuleDescriptor? { allowsEmpty && !requiresProtocol ? .url : nil }
}

enum URLSyntax {
    /// `scheme://host.tld/...` or, without `requiresProtocol`, `host.tld/...`.
    static func isWebAddress(_ text: String, requiresProtocol: Bool) -> Bool {
        var rest = Substring(text)
        if let range = rest.range(of: "://") {
            let scheme = rest[..<range.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else { return false }
            rest = rest[range.upperBound...]
        } else if requiresProtocol {
            return false
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, !rest.contains(" ") else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
    }
}
