import Formwork

/// What the page's script needs from the rows of a form, noted as the renderer
/// draws them, so the form is walked once: the rows and sections with conditions
/// the language expresses (closures stay on the server, which the Update button
/// asks), and the checks of the rows people fill in, here and in subforms.
final class ClientCollector {
    // Changed only here, by code that calls out to nothing that could reach them
    // again: the run-time exclusivity checks would only cost, on every row.
    /// `{"id":…,"hidden":…,"disabled":…}` for each row with a condition the script
    /// runs, comma separated: written as the row is drawn.
    @exclusivity(unchecked) private(set) var conditionRows = JSONText(capacity: 256)
    /// `{"id":…,"hidden":…}` for each such section, comma separated.
    @exclusivity(unchecked) private(set) var conditionSections = JSONText(capacity: 64)
    /// The tags those conditions read, each once, in the order first read.
    @exclusivity(unchecked) private(set) var readTags: [String] = []
    @exclusivity(unchecked) private var readTagSet: Set<String> = []
    /// `[id, when, set]` for each checked row, comma separated.
    @exclusivity(unchecked) private(set) var checks = JSONText(capacity: 4_096)
    /// Whether something on the page takes the focus already (the error summary,
    /// or a row that asks to): only the first may.
    @exclusivity(unchecked) var focusTaken = false
    @exclusivity(unchecked) private(set) var sets = ClientCheckSets()

    /// Whether a row or section drawn has a condition (one the script runs or a
    /// closure the server runs), so the page needs its Update button.
    @exclusivity(unchecked) private(set) var hasConditions = false
    /// How many rows were drawn from markup kept for their definitions (for tests).
    @exclusivity(unchecked) var rowsFromPlans = 0

    func note(_ section: Section) {
        guard let condition = section.visibilityCondition else { return }
        hasConditions = true
        guard case .predicate(let predicate) = condition else { return }
        noteReads(of: predicate)
        if !conditionSections.isEmpty { conditionSections.raw(",") }
        conditionSections.raw("{\"id\":")
        conditionSections.string(section.identifier)
        conditionSections.raw(",\"hidden\":")
        ConditionJSON.write(predicate.expression, into: &conditionSections)
        conditionSections.raw("}")
    }

    /// Whether any row or section drawn has a condition the script runs.
    var hasScriptConditions: Bool { !conditionRows.isEmpty || !conditionSections.isEmpty }

    private func noteReads(of predicate: FormPredicate?) {
        for tag in predicate?.dependencies ?? [] {
            // A page's conditions read few tags: looked for among them until there are many.
            let isNew = readTags.count < 16 ? !readTags.contains(tag) : readTagSet.insert(tag).inserted
            guard isNew else { continue }
            if readTags.count == 15 { readTagSet = Set(readTags + [tag]) }
            readTags.append(tag)
        }
    }

    func note(_ row: BaseRow, identifier: String) {
        noteConditions(of: row, identifier: identifier)
        guard let set = Self.checkSet(of: row) else { return }
        appendCheck(of: set) { Self.writeCheckStart(identifier, when: row.validationOptions.rawValue, into: &$0) }
    }

    /// The checks the script runs for `row`: nil for a row people do not fill in
    /// here (read-only, a subform) or without rules.
    static func checkSet(of row: BaseRow) -> ClientCheckSet? {
        guard !row.isReadOnly, row.nestedForm == nil else { return nil }
        let serverOnly = row.hasServerOnlyRules
        let rules = row.describedRules
        guard serverOnly || !rules.isEmpty else { return nil }
        // Typed text that does not parse is worded by the row: the server words it.
        let valueClass = row.valueClass
        return ClientCheckSet(rules: rules, number: valueClass == .integer || valueClass == .decimal, server: serverOnly)
    }

    /// The row's conditions, when the script can run them.
    func noteConditions(of row: BaseRow, identifier: String) {
        let hiddenCondition = row.hidden
        let disabledCondition = row.disabled
        guard hiddenCondition != nil || disabledCondition != nil else { return }
        hasConditions = true
        var hidden: FormPredicate?
        var disabled: FormPredicate?
        if case .predicate(let predicate)? = hiddenCondition { hidden = predicate }
        if case .predicate(let predicate)? = disabledCondition { disabled = predicate }
        guard hidden != nil || disabled != nil else { return }
        noteReads(of: hidden)
        noteReads(of: disabled)
        if !conditionRows.isEmpty { conditionRows.raw(",") }
        conditionRows.raw("{\"id\":")
        conditionRows.string(identifier)
        if let hidden {
            conditionRows.raw(",\"hidden\":")
            ConditionJSON.write(hidden.expression, into: &conditionRows)
        }
        if let disabled {
            conditionRows.raw(",\"disabled\":")
            ConditionJSON.write(disabled.expression, into: &conditionRows)
        }
        conditionRows.raw("}")
    }

    /// The check entry a row's plan keeps.
    func noteCheck(_ plan: HTMLRowPlan) {
        guard let set = plan.checkSet else { return }
        appendCheck(of: set) { $0.raw(bytes: plan.checkStart) }
    }

    /// Appends a row's check entry: its start (`["id",when,`, written by
    /// `writeStart`) and the index of its rule set.
    private func appendCheck(of set: ClientCheckSet, writeStart: (inout JSONText) -> Void) {
        let index = sets.index(of: set)
        if !checks.isEmpty { checks.raw(",") }
        writeStart(&checks)
        checks.number(index)
        checks.raw("]")
    }

    /// `["id",when,`: the start of a row's check entry.
    static func writeCheckStart(_ identifier: String, when: Int, into json: inout JSONText) {
        // Identifiers hold only letters, digits and `_ - . : ~`: nothing to escape in JSON.
        json.raw("[\"")
        json.raw(text: identifier)
        json.raw("\",")
        json.number(when)
        json.raw(",")
    }
}
