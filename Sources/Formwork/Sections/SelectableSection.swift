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
    public var selectionType: SelectionType = .singleSelection(enableDeselection: true)

    /// Called after a row was chosen or cleared by a person.
    public var onSelectSelectableRow: ((SelectableRow) -> Void)?

    /// An empty section with single selection that allows deselection.
    public required init() {
        super.init()
    }

    /// A section with a header, a selection type and a configuration closure.
    public init(_ header: String?, selectionType: SelectionType,
                _ initializer: (SelectableSection<SelectableRow>) -> Void = { _ in }) {
        self.selectionType = selectionType
        super.init(header, { _ in })
        initializer(self)
    }

    /// A section with a header and footer, a selection type and a configuration closure.
    public init(header: String?, footer: String?, selectionType: SelectionType,
                _ initializer: (SelectableSection<SelectableRow>) -> Void = { _ in }) {
        self.selectionType = selectionType
        super.init(header: header, footer: footer, { _ in })
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
                for other in rowStorage.compactMap({ $0 as? SelectableRow }) where other !== row {
                    other.value = nil
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
    /// array value) and clears the others.
    open override func setSectionValue(_ value: Any?) -> Bool {
        let wanted: [Any?]
        if let list = unwrapOptional(value) as? [Any?] { wanted = list } else { wanted = [value] }
        let rows = rowStorage.compactMap { $0 as? SelectableRow }
        var matched = 0
        for row in rows {
            let chosen = wanted.contains { candidate in
                guard let candidate = unwrapOptional(candidate), let selectable = row.selectableValue,
                      let converted = ValueConversion.convert(candidate, to: SelectableRow.SelectableValue.self)
                else { return false }
                return converted == selectable
            }
            if chosen { matched += 1 }
            row.value = chosen ? row.selectableValue : nil
        }
        return matched == wanted.compactMap({ unwrapOptional($0) }).count
    }
}
