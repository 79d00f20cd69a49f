import Foundation

extension FormSchema {
    /// Describes a form built in code, so it can be stored or sent as JSON.
    ///
    /// Catalogue rows, their values, options, portable rules, masks and conditions
    /// written in the condition language are described. What only Swift can express —
    /// closure rules, `.function` conditions, option providers, custom row kinds
    /// (named by their kind) — is left out.
    public init(form: Form) {
        self.init(title: form.title, textMarkup: form.textMarkup == .plain ? nil : form.textMarkup,
                  sections: form.allSections.map { [known = KnownSettings.ByClass()] in SectionSchema(section: $0, known: known) })
    }
}

extension SectionSchema {
    init(section: Section, known: KnownSettings.ByClass = KnownSettings.ByClass()) {
        self.init(tag: section.tag, header: section.header, footer: section.footer, hidden: section.hidden?.format)
        var rowsToDescribe = section.allRows.filter { $0.inlineOwner == nil }
        if section.kind != .plain { kind = section.kind }
        if let group = section as? MultivaluedSection {
            multivaluedOptions = group.multivaluedOptions.names
            template = group.multivaluedRowToInsertAt.map { RowSchema(row: $0(0), known: known) }
            rowsToDescribe = group.itemRows.filter { $0.inlineOwner == nil }
        } else if let selection = section.selection {
            self.selection = selection.name
            if case .singleSelection(let deselection) = selection { enableDeselection = deselection }
        }
        rows = rowsToDescribe.map { RowSchema(row: $0, known: known) }
    }
}

extension Condition {
    /// The condition as text, when it is written in the condition language.
    var format: String? {
        if case .predicate(let predicate) = self { return predicate.format }
        return nil
    }
}

extension RowSchema {
    init(row: BaseRow, known: KnownSettings.ByClass = KnownSettings.ByClass()) {
        let type = row.registeredType?.name.rawValue ?? row.kind.rawValue
        self.init(type: RowTypeName(rawValue: type), tag: row.tag, title: row.title)
        hidden = row.hidden?.format
        disabled = row.disabled?.format
        let specs = row.ruleSpecifications
        rules = specs.isEmpty ? nil : specs.map(RuleSchema.init)
        var settings = SchemaRowSettings(typeName: RowTypeName(rawValue: type))
        settings.known = known.of(row)
        row.writeSchemaSettings(&settings)
        self.settings = settings.values.filter { $0.value != .null }
        // Rules a setting stands for (a field kind's) are not written twice.
        for rule in settings.rulesWrittenAsSettings {
            if let index = rules?.firstIndex(of: RuleSchema(rule: rule.name)) { rules?.remove(at: index) }
        }
        if rules?.isEmpty == true { rules = nil }
        value = row.schemaValue
    }
}
