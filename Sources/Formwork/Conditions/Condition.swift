/// When a row or section is hidden or disabled.
///
/// Write a condition as a string in the condition language, as a Boolean, or as a
/// closure with the tags it reads:
///
/// ```swift
/// row.hidden = "$newsletter == false"
/// row.disabled = true
/// row.hidden = .function(["age"]) { form in (form.rowBy(tag: "age") as? IntRow)?.value ?? 0 < 18 }
/// ```
///
/// A condition set on a row that is already in a form is evaluated at once, and
/// again whenever a row it reads changes.
public enum Condition {
    /// A closure, re-evaluated when any of the listed tags changes.
    case function([String], (Form) -> Bool)
    /// An expression of the condition language; its dependencies are its `$tag`s.
    case predicate(FormPredicate)

    /// The tags the condition reads.
    public var dependencies: [String] {
        switch self {
        case .function(let tags, _): return tags
        case .predicate(let predicate): return predicate.dependencies
        }
    }

    /// Evaluates the condition in `form`. Outside a form, every tag reads as nil.
    public func evaluate(in form: Form?) -> Bool {
        switch self {
        case .function(_, let closure):
            guard let form else { return false }
            return closure(form)
        case .predicate(let predicate):
            guard let form else { return predicate.evaluate { _ in .null } }
            return predicate.evaluate(form.predicateValue(forTag:))
        }
    }
}

extension Condition: ExpressibleByBooleanLiteral {
    /// `true` or `false`: always or never.
    public init(booleanLiteral value: Bool) {
        self = .predicate(FormPredicate(expression: .constant(value)))
    }
}

extension Condition: ExpressibleByStringLiteral {
    /// A condition in the condition language. A literal that does not parse is a
    /// programmer error: it stops the program at once with the position and what was
    /// expected, so it cannot ship unnoticed (a ``FormTemplate`` reports it instead).
    /// Use `try FormPredicate(format:)` for text that comes from outside the program.
    public init(stringLiteral value: String) {
        do {
            self = .predicate(try FormPredicate(format: value))
        } catch {
            reportProgrammerError("\(error)")
            self = false
        }
    }
}
