/// The value must match a regular expression (the whole value, not a part of it).
///
/// Patterns use the syntax JavaScript and ICU share (see the
/// <doc:Validation> article), so the browser can run the same check. The check
/// runs in linear time: at most the value's length times the pattern's size in
/// steps, whatever the pattern, with a bound of five million steps (tens of
/// milliseconds); a value too long to check within it gets the form's
/// ``FormMessages/tooLongToCheck`` rather than a guess.
public struct RuleRegExp: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// Whether an empty value passes.
    public var allowsEmpty: Bool
    /// The pattern.
    public let pattern: String
    private let program: RegexProgram?

    /// A regular expression rule.
    ///
    /// - Parameters:
    ///   - regExpr: the pattern; one that is not in the supported syntax is a
    ///     programmer error that stops the program with the pattern named (a
    ///     ``FormTemplate`` reports it instead). Use ``init(pattern:allowsEmpty:msg:id:)``
    ///     for patterns from outside the program.
    ///   - allowsEmpty: whether an empty value passes.
    ///   - msg: the message shown when the value does not match; nil for the form's
    ///     ``FormMessages/invalidValue``.
    ///   - id: an identifier for removing the rule.
    public init(regExpr: String, allowsEmpty: Bool = true, msg: String? = nil, id: String? = nil) {
        let program: RegexProgram?
        do {
            program = try RegexProgram(pattern: regExpr)
        } catch {
            reportProgrammerError("Formwork: RuleRegExp: \(error)")
            program = nil
        }
        self.init(program: program, pattern: regExpr, allowsEmpty: allowsEmpty, msg: msg, id: id)
    }

    /// A regular expression rule from a pattern that may not be valid.
    ///
    /// - Throws: ``RegexSyntaxError`` naming the position and the problem.
    public init(pattern: String, allowsEmpty: Bool = true, msg: String? = nil, id: String? = nil) throws(RegexSyntaxError) {
        self.init(program: try RegexProgram(pattern: pattern), pattern: pattern, allowsEmpty: allowsEmpty, msg: msg, id: id)
    }

    private init(program: RegexProgram?, pattern: String, allowsEmpty: Bool, msg: String?, id: String?) {
        self.id = id
        self.allowsEmpty = allowsEmpty
        self.pattern = pattern
        self.program = program
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.invalidValue, ruleID: id)
    }

    /// Whether the pattern repeats a repetition (`(a+)+`): harmless here, but slow in
    /// backtracking engines such as browsers', so a schema may refuse it.
    public var hasNestedQuantifier: Bool { program?.hasNestedQuantifier ?? false }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return allowsEmpty ? nil : validationError }
        switch program?.matches(value) {
        case .matches?: return nil
        case .doesNotMatch?, nil: return validationError
        case .tooLong?: return ValidationError(.tooLongToCheck, ruleID: id)
        }
    }

    public var descriptor: RuleDescriptor? { .regex(pattern: pattern, allowsEmpty: allowsEmpty) }
}
