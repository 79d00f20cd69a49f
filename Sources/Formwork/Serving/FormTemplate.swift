/// A form definition checked once and shared by every request: each request or
/// person gets a fresh, independent ``Form`` from ``makeForm()``.
///
/// ```swift
/// let signup = try FormTemplate {
///     Form() +++ Section("Account")
///         <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
///         <<< PasswordRow("password") { $0.title = "Password"; $0.add(rule: RuleMinLength(minLength: 8)) }
/// }
/// // In a request handler, on any task:
/// let form = signup.makeForm()
/// ```
///
/// Making the template runs the definition once and checks all of it: duplicate
/// tags, conditions that do not parse, cycles of conditions, references to tags no
/// row has, regular expressions that do not compile, masks that hold nothing, rules
/// that do not fit their rows, and the rows a repeating group adds. Every problem is
/// named in one ``FormTemplateError``, so a server fails at start-up, not on a
/// request. Mistakes that would stop the program in a form built directly are
/// reported here instead.
///
/// ``makeForm()`` allocates state only: a row object per row, holding its value
/// and errors and pointing at the template's ``RowDefinition`` (title, rules,
/// conditions, options, formatters), frozen, which every form shares by identity
/// until one changes a row for itself (see <doc:ServingFormsFromATemplate>). A template is
/// `Sendable`: make forms from any number of tasks at once. Each form belongs to
/// the task that made it.
///
/// Closures in the definition (`onChange`, closure rules and conditions, option
/// providers) are shared by every form: they must reach rows through the row or
/// form they are given, never by capturing rows or other mutable state.
///
/// The form the definition builds is frozen once the template is made: changing a
/// row, section or form kept from it is a programmer error that stops the program,
/// since every form of the template reads it.
public final class FormTemplate: @unchecked Sendable {
    // Unchecked: a `Form` is not Sendable, and the compiler cannot see that this
    // one is never changed after `init`: it is frozen (a change stops the program,
    // `Form.isFrozen`), and `makeForm()` only reads its structure. The definitions
    // its rows and sections share are `Sendable` by the compiler's check.
    private let prototype: Form

    /// Runs `definition` once and checks the form it builds.
    ///
    /// - Throws: ``FormTemplateError`` naming every problem found, including an
    ///   error `definition` threw.
    public init(_ definition: () throws -> Form) throws(FormTemplateError) {
        let collector = ProgrammerErrorCollector()
        var built: Form?
        var thrown: (any Error)?
        ProgrammerErrorCollector.$current.withValue(collector) {
            do {
                let form = try definition()
                built = form
                TemplateChecks.run(on: form, collector: collector)
            } catch {
                thrown = error
            }
        }
        // One mistake can be met twice (a cycle seen from both ends): name it once.
        var seen = Set<String>()
        var problems = collector.problems.filter { seen.insert($0).inserted }
        if let thrown { problems.append("the definition threw an error: \(thrown)") }
        guard let built, problems.isEmpty else { throw FormTemplateError(problems: problems) }
        built.freeze()
        prototype = built
    }

    /// A template of `form`, which the template being made around it checks,
    /// prepares and freezes with the form that holds it: a subform's.
    init(sharing form: Form) {
        prototype = form
    }

    /// A fresh form with the template's definition, for one request or one person:
    /// its own values, errors, focus and observers, sharing the rows' and sections'
    /// definitions with the template.
    ///
    /// - Complexity: O(*n*) in the number of rows; no condition is parsed or evaluated and no tag is hashed again.
    public func makeForm() -> Form {
        prototype.makeFormSharingDefinitions()
    }
}

/// Everything wrong with a template's definition.
public struct FormTemplateError: Error, Sendable, CustomStringConvertible {
    /// One line per problem, naming the row, tag or condition concerned.
    public let problems: [String]

    /// An error of these problems.
    public init(problems: [String]) {
        self.problems = problems
    }

    public var description: String {
        "The form definition has \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n"
            + problems.map { "- " + $0 }.joined(separator: "\n")
    }
}
