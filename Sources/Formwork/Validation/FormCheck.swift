/// A check of the whole form, run after its rows' rules: what no single row can
/// judge (a schema over several answers, a sum that must stay under a limit).
///
/// A form runs its checks each time it validates, on a server as in a terminal,
/// once every row's own rules are done. An error whose ``ValidationError/tag``
/// names a shown row appears on that row, unless the row already shows an error of
/// its own rules (one message at a time is enough to fix); any other error belongs
/// to the whole form and appears in its summary (``Form/formErrors``). The errors
/// of one run replace those of the run before.
///
/// Checks are part of the definition: a ``FormTemplate`` gives them to each form it
/// makes, so a check must be `Sendable` and keep no state of one form.
///
/// ```swift
/// struct BudgetCheck: FormCheck {
///     func errors(in form: Form) -> [ValidationError] {
///         let rent = (form.rowBy(tag: "rent") as? IntRow)?.value ?? 0
///         let food = (form.rowBy(tag: "food") as? IntRow)?.value ?? 0
///         return rent + food > 3000 ? [ValidationError(msg: "Over budget.", tag: "food")] : []
///     }
/// }
/// form.add(check: BudgetCheck())
/// ```
public protocol FormCheck: Sendable {
    /// The errors the form has now; a tagged error belongs to the row of its tag
    /// (or, for a row of an item's subform, which many items share the tags of,
    /// its ``BaseRow/identifier``).
    func errors(in form: Form) -> [ValidationError]
}

extension Form {
    /// The form's checks, in the order they run.
    public var checks: [any FormCheck] { formChecks }

    /// Adds a check that runs after the rows' rules each time the form validates.
    public func add(check: any FormCheck) {
        formChecks.append(check)
    }

    /// Runs the checks: errors on shown rows without an error of their own (whose
    /// tags are in `rowsInError`) join the rows' errors (unless `quietly`), the rest
    /// are the form's. Returns every error the checks found that is kept.
    func runChecks(quietly: Bool, rowsInError: Set<String>) -> [ValidationError] {
        if !quietly { checkErrors = [] }
        guard !formChecks.isEmpty else { return [] }
        var found: [ValidationError] = []
        var summary: [ValidationError] = []
        for check in formChecks {
            for error in check.errors(in: self) {
                let error = error.worded(in: messages)
                // A tag, or the identifier of a row within an item's subform.
                if let tag = error.tag, let row = rowIncludingSubforms(tag: tag) ?? row(withIdentifier: tag), row.isVisible {
                    // A row showing an error of its own rules keeps that one message.
                    if rowsInError.contains(tag) { continue }
                    let marked = ValidationError(msg: error.msg, ruleID: FormCheckRuleID.value, tag: tag)
                    if !quietly, !row.validationErrors.contains(marked) {
                        row.setValidationErrors(row.validationErrors + [marked])
                    }
                    found.append(marked)
                } else {
                    summary.append(error)
                    found.append(error)
                }
            }
        }
        if !quietly { checkErrors = summary }
        return found
    }
}

/// The rule identifier of the errors a ``FormCheck`` puts on rows, by which a row
/// tells them from its own.
enum FormCheckRuleID {
    static let value = "formCheck"
}
