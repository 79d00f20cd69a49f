/// Rows that can be chosen in a ``SelectableSection``.
public protocol SelectableRowType: BaseRow {
    /// The type of the value chosen.
    associatedtype SelectableValue: Equatable
    /// The row's value: ``selectableValue`` when chosen, nil otherwise.
    var value: SelectableValue? { get set }
    /// The value the row stands for.
    var selectableValue: SelectableValue? { get set }
}

/// One choice in a list: chosen, its value is ``selectableValue``; not chosen, nil.
public final class ListCheckRow<T: Equatable>: Row<T>, SelectableRowType {
    /// Always ``RowKind/listCheck``.
    public override var kind: RowKind { .listCheck }

    /// One choice: its own ``selectableValue``, or none.
    public override var valueClass: RowValueClass { .oneChoice }

    /// The value the row stands for.
    struct Settings: RowKindSettings {
        var selectableValue: SharedValue<T>?
    }

    /// The value the row stands for.
    public var selectableValue: T? {
        get { kindSettings(Settings.self).selectableValue?.value }
        set { changeKindSettings(Settings.self) { $0.selectableValue = newValue.map { SharedValue($0) } } }
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// The value the row stands for, besides every row's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("selectableValue", \ListCheckRow<T>.selectableValue, "The value the row stands for, chosen when it is ticked.",
                     as: .value(), example: JSONValue.string("Atlantic")),
        ]
    }

    /// Takes true (chosen) or false.
    public override func setSchemaValue(_ json: JSONValue) -> String? {
        guard case .bool(let chosen) = json else { return "expected true or false (whether it is chosen)" }
        value = chosen ? selectableValue : nil
        return nil
    }

    /// True when chosen.
    public override var schemaValue: JSONValue? {
        value == nil || selectableValue == nil ? nil : .bool(true)
    }

    /// Chosen for any non-empty value (a ticked checkbox), not chosen for empty text
    /// or nothing sent. In a ``SelectableSection`` the section's selection type
    /// applies (choosing one clears the others in single selection).
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        switch input.singleText() {
        case .failure(let error):
            return rejectInput(error)
        case .success(let text):
            let wanted = !(text ?? "").isEmpty
            if wanted != (value != nil) {
                if let section = section as? SelectionHandling { section.rowDidSelect(self) } else {
                    value = wanted ? selectableValue : nil
                }
            }
            return .accepted(value)
        }
    }

    /// In a ``SelectableSection``, the section chooses or clears the row by its
    /// selection type; elsewhere the value toggles between ``selectableValue`` and nil.
    public override func customDidSelect() {
        if let section = section as? SelectionHandling {
            section.rowDidSelect(self)
        } else {
            toggleChosen()
        }
    }
}

extension SelectableRowType {
    /// Turns the row on (its ``selectableValue``) or off (nil), outside a section
    /// that chooses.
    func toggleChosen() {
        value = value == nil ? selectableValue : nil
    }
}

/// A section that manages selection among its rows.
protocol SelectionHandling: AnyObject {
    func rowDidSelect(_ row: BaseRow)
}
