import Foundation

extension FormSchema {
    /// Describes a form built in code, so it can be stored or sent as JSON.
    ///
    /// Catalogue rows, their values, options, portable rules, masks and conditions
    /// written in the condition language are described. What only Swift can express —
    /// closure rules, `.function` conditions, option providers, custom row kinds
    /// (named by their kind) — is left out.
    public init(form: Form) {
        self.init(title: form.title, sections: form.allSections.map(SectionSchema.init(section:)))
    }
}

extension SectionSchema {
    init(section: Section) {
        self.init(tag: section.tag, header: section.header, footer: section.footer, hidden: section.hidden?.format)
        var rowsToDescribe = section.allRows.filter { $0.inlineOwner == nil }
        if let multivalued = section as? MultivaluedSection {
            kind = "multivalued"
            var names: [String] = []
            if multivalued.multivaluedOptions.contains(.insert) { names.append("insert") }
            if multivalued.multivaluedOptions.contains(.delete) { names.append("delete") }
            if multivalued.multivaluedOptions.contains(.reorder) { names.append("reorder") }
            multivaluedOptions = names
            template = multivalued.multivaluedRowToInsertAt.map { RowSchema(row: $0(0)) }
            rowsToDescribe = multivalued.itemRows.filter { $0.inlineOwner == nil }
        } else if let selection = section as? any SelectionDescribing {
            kind = "selectable"
            switch selection.selectionType {
            case .multipleSelection: self.selection = "multiple"
            case .singleSelection(let deselection):
                self.selection = "single"
                enableDeselection = deselection
            }
        }
        rows = rowsToDescribe.map(RowSchema.init(row:))
    }
}

/// Selectable sections of any row type, as schemas see them.
protocol SelectionDescribing {
    var selectionType: SelectionType { get }
}

extension SelectableSection: SelectionDescribing {}

extension Condition {
    /// The condition as text, when it is written in the condition language.
    var format: String? {
        if case .predicate(let predicate) = self { return predicate.format }
        return nil
    }
}

extension RowSchema {
    init(row: BaseRow) {
        let type = CatalogueRowType.of(row)
        self.init(type: type?.rawValue ?? row.kind.rawValue, tag: row.tag, title: row.title)
        placeholder = (row as? any TextInputRow)?.placeholder
        hidden = row.hidden?.format
        disabled = row.disabled?.format
        let specs = row.ruleSpecifications
        rules = specs.isEmpty ? nil : specs.map(RuleSchema.init)
        if let optionsRow = row as? any UntypedOptionsRow, let list = optionsRow.untypedOptions {
            options = list.compactMap { JSONValue(any: $0) }
        }
        selectorTitle = (row as? any SelectorTitled)?.untypedSelectorTitle
        describeSpecifics(row)
        value = describeValue(row)
    }

    private mutating func describeSpecifics(_ row: BaseRow) {
        switch row {
        case let slider as SliderRow:
            min = JSONValue(any: slider.minimumValue)?.doubleValue
            max = JSONValue(any: slider.maximumValue)?.doubleValue
            steps = Int(slider.steps)
        case let stepper as StepperRow:
            min = stepper.minimumValue
            max = stepper.maximumValue
            step = stepper.stepValue
        case let date as DateFieldRow:
            minimumDate = date.minimumDate.map(date.text(for:))
            maximumDate = date.maximumDate.map(date.text(for:))
            minuteInterval = date.minuteInterval
        case let text as FieldRow<String>:
            mask = text.textMask?.pattern
            describeFieldKind()
        case let listCheck as any UntypedSelectable:
            selectableValue = JSONValue(any: listCheck.untypedSelectableValue)
        case let double as DoublePickerRow<String, String>:
            var tree: [String: JSONValue] = [:]
            for first in double.firstOptions() { tree[first] = .array(double.secondOptions(first).map(JSONValue.string)) }
            cascade = .object(tree)
        case let triple as TriplePickerRow<String, String, String>:
            var tree: [String: JSONValue] = [:]
            for first in triple.firstOptions() {
                var level: [String: JSONValue] = [:]
                for second in triple.secondOptions(first) {
                    level[second] = .array(triple.thirdOptions(first, second).map(JSONValue.string))
                }
                tree[first] = .object(level)
            }
            cascade = .object(tree)
        default: break
        }
    }

    /// A mask and rule pair that `fieldKind` makes is written back as that field kind.
    private mutating func describeFieldKind() {
        let kinds: [(name: String, mask: TextMask, rule: RuleDescriptor)] = [
            ("usPhone", .usPhone, .usPhone), ("zipCode", .zipCode, .zipCode), ("cardExpiry", .cardExpiry, .cardExpiry),
        ]
        for kind in kinds where mask == kind.mask.pattern {
            guard let index = rules?.firstIndex(of: RuleSchema(rule: kind.rule.name)) else { continue }
            fieldKind = kind.name
            mask = nil
            rules?.remove(at: index)
            if rules?.isEmpty == true { rules = nil }
        }
    }

    private func describeValue(_ row: BaseRow) -> JSONValue? {
        if let listCheck = row as? any UntypedSelectable {
            return row.baseValue == nil || listCheck.untypedSelectableValue == nil ? nil : .bool(true)
        }
        guard let value = unwrapOptional(row.baseValue) else { return nil }
        if let date = row as? DateFieldRow, let day = value as? Date { return .string(date.text(for: day)) }
        if let pair = value as? Tuple<String, String> { return .array([.string(pair.a), .string(pair.b)]) }
        if let three = value as? Tuple3<String, String, String> { return .array([.string(three.a), .string(three.b), .string(three.c)]) }
        // A chosen set is written in the order of the options.
        if case .array(let chosen)? = JSONValue(any: value), row is any UntypedOptionsRow, let options {
            return .array(options.filter(chosen.contains) + chosen.filter { !options.contains($0) })
        }
        return JSONValue(any: value)
    }
}
