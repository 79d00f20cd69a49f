import Formwork

/// What the page's script needs from the rows of a form, noted as the renderer
/// draws them, so the form is walked once: the rows and sections with conditions
/// the language expresses (closures stay on the server, which the Update button
/// asks), and the checks of the rows people fill in, here and in subforms.
final class ClientCollector {
    // Changed only here, by code that calls out to nothing that could reach them
    // again: the run-time exclusivity checks would only cost, on every row.
    @exclusivity(unchecked) private(set) var rows: [(id: String, hidden: FormPredicate?, disabled: FormPredicate?)] = []
    @exclusivity(unchecked) private(set) var sections: [(id: String, hidden: FormPredicate)] = []
    /// `[id, when, set]` for each checked row, comma separated.
    @exclusivity(unchecked) private(set) var checks = JSONText(capacity: 4_096)
    @exclusivity(unchecked) private(set) var sets = RuleSets()

    func note(_ section: Section) {
        if case .predicate(let predicate)? = section.hidden { sections.append((section.identifier, predicate)) }
    }

    func note(_ row: BaseRow, identifier: String) {
        var hidden: FormPredicate?
        var disabled: FormPredicate?
        if case .predicate(let predicate)? = row.hidden { hidden = predicate }
        if case .predicate(let predicate)? = row.disabled { disabled = predicate }
        if hidden != nil || disabled != nil { rows.append((identifier, hidden, disabled)) }
        guard !row.isReadOnly, row.nestedForm == nil else { return }
        let serverOnly = row.hasServerOnlyRules
        let rules = row.describedRules
        guard serverOnly || !rules.isEmpty else { return }
        // Typed text that does not parse is worded by the row: the server words it.
        let kind = row.kind
        let number = kind == .integer || kind == .decimal
        let set = sets.index(of: RuleSet(rules: rules, number: number, server: serverOnly))
        if !checks.isEmpty { checks.raw(",") }
        checks.raw("[")
        checks.string(identifier)
        checks.raw(",")
        checks.number(Int(row.validationOptions.rawValue))
        checks.raw(",")
        checks.number(set)
        checks.raw("]")
    }
}
