/// Whether a selectable section allows one or many chosen rows.
public enum SelectionType: Sendable, Hashable {
    /// Any number of rows may be chosen.
    case multipleSelection
    /// At most one row; with `enableDeselection`, choosing it again clears it.
    case singleSelection(enableDeselection: Bool)
}

/// A section whose rows are choices, like a list of radio buttons or check boxes.
///
/// ```swift
/// form +++ SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false)) {
///     $0.tag = "size"
/// }
/// for size in ["S", "M", "L"] {
///     form.last! <<< ListCheckRow<String>(size) { $0.title = size; $0.selectableValue = size }
/// }
/// ```
///
/// Tagged, the section's value in ``Form/values(includeHidden:)`` and in conditions
/// is the chosen value (single selection) or the array of chosen values.
open class SelectableSection<SelectableRow: SelectableRowType>: Section, SelectionHandling {
    /// One or many.
    public final var selectionType: SelectionType {
        get { settings.choices.selectionType }
        set { changeSettings { $0.choices.selectionType = newValue } }
    }

    /// Called after a row was chosen or cleared by a person.
    public final var onSelectSelectableRow: ((SelectableRow) -> Void)? {
        get { settings.choices.onSelect?.function as? (SelectableRow) -> Void }
        set { changeSettings { $0.choices.onSelect = newValue.map { SharedClosure($0) } } }
    }

    /// An empty section with single selection that allows deselection.
    public required init() {
        super.init()
    }

    /// A section with a header, a selection type and a configuration closure.
    public init(_ header: String?, selectionType: SelectionType,
                _ initializer: (SelectableSection<SelectableRow>) -> Void = { _ in }) {
        super.init(header, { _ in })
        self.selectionType = selectionType
        initializer(self)
    }

    /// A section with a header and footer, a selection type and a configuration closure.
    public init(header: String?, footer: String?, selectionType: SelectionType,
                _ initializer: (SelectableSection<SelectableRow>) -> Void = { _ in }) {
        super.init(header: header, footer: footer, { _ in })
        self.selectionType = selectionType
        initializer(self)
    }


    /// The first chosen row.
    public func selectedRow() -> SelectableRow? {
        selectedRows().first
    }

    /// Every chosen row, in order.
    public func selectedRows() -> [SelectableRow] {
        rowStorage.compactMap { $0 as? SelectableRow }.filter { $0.value != nil }
    }

    /// The choices for front ends: one list of the shown rows, keyed by their
    /// selectable values (made unique like any option keys), titled by their titles.
    open override var optionLists: [RowOptionList] {
        let rows = choiceRows()
        let keys = choiceKeys(rows)
        let options = rows.enumerated().map { i, row in
            RowOption(key: keys[i], title: row.displayTitle ?? row.selectableValue.map { optionKey($0) } ?? "", isSelected: row.value != nil,
                      conditionValue: PredicateValue(row.selectableValue))
        }
        let multiple: Bool
        if case .multipleSelection = selectionType { multiple = true } else { multiple = false }
        return [RowOptionList(groups: [RowOptionGroup(key: nil, header: nil, footer: nil, options: options)],
                              allowsMultipleSelection: multiple, title: displayHeader)]
    }

    /// Chooses the row whose key is `key`, as a person would; in single selection
    /// the others are cleared.
    open override func selectOption(key: String) throws(UnknownOptionKey) {
        let row = try choiceRow(forKey: key)
        if row.value == nil { row.withChangeCause(.input) { rowDidSelect(row) } }
    }

    /// Clears the row whose key is `key`, when the selection type allows it.
    open override func deselectOption(key: String) throws(UnknownOptionKey) {
        let row = try choiceRow(forKey: key)
        guard row.value != nil else { return }
        if case .singleSelection(false) = selectionType { return }
        row.withChangeCause(.input) { rowDidSelect(row) }
    }

    /// The keys of the rows chosen: one for single selection (nothing sent chooses
    /// none, unless deselection is off and a row is chosen), any number for multiple
    /// selection (exactly those are chosen). A key that names no shown row is
    /// rejected and the choice kept; disabled rows keep their state.
    open override func takeInput(_ input: RowInput) -> RowInputResult {
        guard !isHidden else { return .ignored(.hidden) }
        let rows = choiceRows()
        let keys = choiceKeys(rows)
        var wanted = Set<Int>()
        for key in input.values where !key.isEmpty {
            guard let index = keys.firstIndex(of: key) else {
                return .rejected(ValidationError(.listedOption).worded(in: form?.messages ?? .english).msg)
            }
            wanted.insert(index)
        }
        if case .singleSelection(let enableDeselection) = selectionType {
            guard wanted.count <= 1 else {
                return .rejected(ValidationError(.singleValue).worded(in: form?.messages ?? .english).msg)
            }
            if wanted.isEmpty && !enableDeselection && rows.contains(where: { $0.value != nil }) {
                return .accepted(sectionValue ?? nil)
            }
        }
        for (i, row) in rows.enumerated() where !row.isDisabled && (row.value != nil) != wanted.contains(i) {
            row.withChangeCause(.input) { rowDidSelect(row) }
            // Single selection without deselection: clear directly when nothing is wanted.
            if !wanted.contains(i), row.value != nil { row.withChangeCause(.input) { row.value = nil } }
        }
        return .accepted(sectionValue ?? nil)
    }

    override var takesChoices: Bool { true }

    open override var kind: SectionKind { .selectable }

    open override var selection: SelectionType? { selectionType }

    /// The option of `row` among the section's choices, at its place among the rows
    /// people choose from.
    open override func choiceOption(for row: BaseRow) -> RowOption? {
        let rows = choiceRows()
        guard let index = rows.firstIndex(where: { $0 === row }), let list = optionLists.first else { return nil }
        return list.options.indices.contains(index) ? list.options[index] : nil
    }

    /// The rows people choose among: shown rows of the section's row type.
    private func choiceRows() -> [SelectableRow] {
        visibleRows.compactMap { $0 as? SelectableRow }
    }

    private func choiceKeys(_ rows: [SelectableRow]) -> [String] {
        OptionKeys.unique(rows.map { row in row.selectableValue.map { optionKey($0) } ?? row.identifier }) {
            rows[$0].selectableValue != nil && rows[$0].selectableValue == rows[$1].selectableValue
        }
    }

    private func choiceRow(forKey key: String) throws(UnknownOptionKey) -> SelectableRow {
        let rows = choiceRows()
        guard let index = choiceKeys(rows).firstIndex(of: key) else {
            throw UnknownOptionKey(key: key, list: 0, identifier: identifier)
        }
        return rows[index]
    }

    func rowDidSelect(_ row: BaseRow) {
        guard let row = row as? SelectableRow else { return }
        switch selectionType {
        case .multipleSelection:
            row.value = row.value == nil ? row.selectableValue : nil
        case .singleSelection(let enableDeselection):
            if row.value != nil {
                guard enableDeselection else { return }
                row.value = nil
            } else {
                // Clearing the others has the same cause as choosing this one.
                let cause = row.pendingChangeCause
                for other in rowStorage.compactMap({ $0 as? SelectableRow }) where other !== row {
                    other.withChangeCause(cause) { other.value = nil }
                }
                row.value = row.selectableValue
            }
        }
        onSelectSelectableRow?(row)
    }

    /// The chosen value (single selection), or the chosen values in row order
    /// (multiple selection).
    open override var contributesValue: Bool { true }

    /// The chosen value (single selection) or the chosen values (multiple); hidden
    /// rows are left out unless `includeHidden`.
    open override func sectionValue(includeHidden: Bool) -> Any?? {
        let chosen = selectedRows().filter { includeHidden || !$0.isHidden }
        switch selectionType {
        case .singleSelection: return .some(chosen.first?.value)
        case .multipleSelection: return .some(chosen.map { $0.value as Any? })
        }
    }

    open override func valueDepends(onVisibilityOf row: BaseRow) -> Bool { row is SelectableRow }

    /// Chooses the rows whose `selectableValue` matches `value` (or the elements of an
    /// array value) and clears the others. When a value matches no row, nothing
    /// changes and the answer is false.
    open override func setSectionValue(_ value: Any?) -> Bool {
        let wanted: [Any]
        if let list = unwrapOptional(value) as? [Any?] { wanted = list.compactMap(unwrapOptional) } else {
            wanted = unwrapOptional(value).map { [$0] } ?? []
        }
        let rows = rowStorage.compactMap { $0 as? SelectableRow }
        var chosen = Set<ObjectIdentifier>()
        for candidate in wanted {
            guard let converted = ValueConversion.convert(candidate, to: SelectableRow.SelectableValue.self),
                  let row = rows.first(where: { $0.selectableValue == converted }) else { return false }
            chosen.insert(ObjectIdentifier(row))
        }
        for row in rows { row.value = chosen.contains(ObjectIdentifier(row)) ? row.selectableValue : nil }
        return true
    }
}

extension Section {
    /// A selectable section of check rows holding values of a schema's option type.
    static func selectable(holding type: SchemaOptionType, header: String?, selectionType: SelectionType) -> Section {
        switch type {
        case .string: SelectableSection<ListCheckRow<String>>(header, selectionType: selectionType)
        case .int: SelectableSection<ListCheckRow<Int>>(header, selectionType: selectionType)
        case .double: SelectableSection<ListCheckRow<Double>>(header, selectionType: selectionType)
        }
    }
}
