// A row's cell: how front ends draw it, set by Eureka's cellSetup and cellUpdate.
extension BaseRow {
    /// How the row is drawn (see ``RowCell``): made, and passed through the row's
    /// `cellSetup` callbacks, the first time it is asked for.
    public var cell: RowCell {
        if let cell = extras?.cell { return cell }
        let made = RowCell(row: self)
        ensureExtras().cell = made
        made.isHighlighted = isFocused
        made.isSelected = isChosen
        for setup in (readSettings { $0.rare?.settings.callbacks?.value.cellSetups } ?? nil) ?? [] { setup(made, self) }
        return made
    }

    /// Whether the row has focus: Eureka's name for it, after the highlighted cell
    /// of a field being edited.
    public var isHighlighted: Bool { isFocused }

    /// The cell a front end applies as it draws the row, brought up to date: set up
    /// on first use, its highlight and selection read from the row, then passed
    /// through the row's `cellUpdate` callbacks. Nil, at no cost, for a row without
    /// cell callbacks whose cell nobody asked for: draw it as usual.
    ///
    /// Front ends call it once per drawing of the row.
    public func cellForDrawing() -> RowCell? {
        guard hasCell else { return nil }
        let cell = self.cell
        cell.isHighlighted = isFocused
        cell.isSelected = isChosen
        for update in (readSettings { $0.rare?.settings.callbacks?.value.cellUpdates } ?? nil) ?? [] { update(cell, self) }
        return cell
    }

    /// Whether the row has a cell for front ends to apply: it has `cellSetup` or
    /// `cellUpdate` callbacks, or its ``cell`` was asked for. When false,
    /// ``cellForDrawing()`` is nil and the row is drawn as its definition says,
    /// which lets a front end draw it from markup kept for the definition.
    public var hasCell: Bool { hasCellHooks || extras?.cell != nil }

    /// Whether the row has `cellSetup` or `cellUpdate` callbacks.
    var hasCellHooks: Bool { readSettings { $0.hasCellHooks } ?? false }

    /// Whether the row is on or selected: a check or switch that is on, a row of a
    /// selectable section with its value.
    var isChosen: Bool {
        if isToggle { return inputText == "true" }
        return kind == .listCheck && flags.holdsValue
    }

    /// Focus came to the row or left it: its cell, its front ends and its own
    /// callbacks (`onCellHighlightChanged`) hear of it when it has any of them.
    func cellHighlightChanged() {
        let cell = extras?.cell
        guard cell != nil || hasCellHooks || hasEventHandlers else { return }
        cell?.isHighlighted = isFocused
        notifyUpdated(.highlight)
    }

    func addCellSetup(_ setup: @escaping (RowCell, BaseRow) -> Void) {
        changeDefinition { $0.changeCallbacks { $0.cellSetups.append(setup) } }
        // A cell already made (the row is drawn) is set up by the new callback too.
        if let cell = extras?.cell { setup(cell, self) }
    }

    func addCellUpdate(_ update: @escaping (RowCell, BaseRow) -> Void) {
        changeDefinition { $0.changeCallbacks { $0.cellUpdates.append(update) } }
    }
}
