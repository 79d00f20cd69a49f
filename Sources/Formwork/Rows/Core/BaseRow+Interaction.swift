// What a person does to a row: select it, focus it, leave it; and where it is shown.
extension BaseRow {
    /// Whether the row is its repeating group's add button (``Section/addItemRow``):
    /// front ends draw it as a button whatever its kind, and selecting it adds an item.
    public var isAddItemRow: Bool {
        guard let group = section as? MultivaluedSection else { return false }
        return group.addButton === self
    }

    /// Whether the row has focus in its form.
    public var isFocused: Bool { form?.focusedRow === self }

    /// The row's visible position in its form, or nil when it is not shown.
    public var position: RowPosition? {
        guard let section, let form, let sectionIndex = form.visibleIndex(of: section),
              let rowIndex = section.visibleIndex(of: self) else { return nil }
        return RowPosition(section: sectionIndex, row: rowIndex)
    }

    /// The UI-agnostic tap: toggles a check row, selects in a selectable section,
    /// inserts from an add button, toggles an inline row, asks a selector to open.
    ///
    /// A disabled row is left as it is, but its selection is still reported
    /// (``FormEvent/rowSelected(_:)``, `onCellSelection`), as Eureka reports it: a
    /// handler that acts starts with `guard !row.isDisabled else { return }`.
    public func didSelect() {
        if !isDisabled {
            flags.isBeingSelected = true
            flags.toggledInlineRowInSelection = false
            withChangeCause(.input) { customDidSelect() }
            flags.isBeingSelected = false
        }
        emit(.rowSelected(self))
    }

    /// The row receives focus; a disabled or hidden row, or one that cannot take
    /// focus (a label), refuses it.
    public func didBeginEditing() {
        guard !isDisabled, isVisible, canTakeFocus else { return }
        form?.setFocus(self)
    }

    /// The row loses focus; with ``ValidationOptions/validatesOnBlur`` it validates.
    public func didEndEditing() {
        wasBlurred = true
        if let form, form.focusedRow === self { form.setFocus(nil) }
        if validationOptions.contains(.validatesOnBlur) || validationOptions.contains(.validatesOnChangeAfterBlurred) {
            validate()
        }
    }
}
