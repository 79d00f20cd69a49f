/// The checks a ``FormTemplate`` makes of its definition once it is built. Each
/// problem is reported as a programmer error, which the template collects.
enum TemplateChecks {
    static func run(on form: Form, collector: ProgrammerErrorCollector) {
        probeRepeatingGroups(of: form)
        checkReferences(in: form, path: "")
        checkRuleTargets(in: form)
        form.prepareForSharing()
        // A copy of a definition with problems would only report them again.
        if collector.problems.isEmpty { checkCopies(of: form) }
    }

    /// Adds one row to every repeating group and takes it away again, so that what
    /// the group's provider makes is checked now (its tag, conditions and rules)
    /// rather than on the first request that taps "Add".
    private static func probeRepeatingGroups(of form: Form) {
        for section in form.sections.all {
            guard let group = section as? MultivaluedSection, let provider = group.multivaluedRowToInsertAt else { continue }
            let before = Set(form.diagnostics)
            let probe = provider(group.itemRows.count)
            group.insertRow(probe, atAllIndex: group.allIndexForAppending)
            for line in form.diagnostics where !before.contains(line) {
                reportProgrammerError("a row the group \(group.identifier) adds: \(line)")
            }
            if probe.section === group { group.removeRow(atAllIndex: probe.indexInList) }
        }
        for nested in form.subforms { probeRepeatingGroups(of: nested.form) }
    }

    /// Conditions that read tags no row or section has.
    private static func checkReferences(in form: Form, path: String) {
        for line in form.diagnostics { reportProgrammerError(path + line) }
        for nested in form.subforms { checkReferences(in: nested.form, path: "in the subform of \(nested.row): ") }
    }

    /// `equalsToRow` rules name a row that exists and holds the same type of value.
    private static func checkRuleTargets(in form: Form) {
        for row in form.sections.all.flatMap(\.rowStorage) {
            for spec in row.ruleSpecifications {
                guard case .equalsToRow(let tag) = spec.descriptor else { continue }
                guard let target = form.rowIncludingSubforms(tag: tag) else {
                    reportProgrammerError("\(row) compares its value with $\(tag), but no row has that tag")
                    continue
                }
                if target.valueTypeName != row.valueTypeName {
                    reportProgrammerError("\(row) holds \(row.valueTypeName) values and cannot equal \(target), which holds \(target.valueTypeName) values")
                }
            }
        }
    }

    /// Every row comes out of a copy as it went in; a custom row that keeps settings
    /// of its own without copying them would lose them in every request's form.
    private static func checkCopies(of form: Form) {
        let copy = form.makeFormSharingDefinitions()
        // The settings each row class declares, worked out once for all its rows.
        let known = KnownSettings.ByClass()
        for (original, copied) in zip(form.sections.all.flatMap(\.rowStorage), copy.sections.all.flatMap(\.rowStorage)) {
            if RowSchema(row: original, known: known) != RowSchema(row: copied, known: known)
                || customSettings(of: original) != customSettings(of: copied) {
                reportProgrammerError("\(original) keeps a setting its template's forms would not have: mark the stored properties that hold its settings with @RowSetting")
            }
        }
    }

    /// The stored properties that row types outside Formwork add, as text: a
    /// custom row's settings must be ``RowSetting``s, which a fresh row of a
    /// template's form shares, not plain properties, which it starts afresh.
    private static func customSettings(of row: BaseRow) -> [String] {
        var settings: [String] = []
        var mirror: Mirror? = Mirror(reflecting: row)
        while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("Formwork.") {
            for child in current.children { settings.append("\(child.label ?? "?")=\(child.value)") }
            mirror = current.superclassMirror
        }
        return settings
    }
}
