// How a row reaches its settings: its own draft, or the frozen definition it
// shares; and how it gets a draft before changing them.
extension BaseRow {
    /// The row's definition, frozen: what it asks for. A row of a form a
    /// ``FormTemplate`` made gives the definition every such form shares, until it
    /// is changed in this form. A row with settings of its own freezes them here
    /// into a definition of its own, which a later change leaves as it was.
    public var definition: RowDefinition {
        if let definitionStorage { return definitionStorage }
        let frozen = (draftStorage ?? makeDraft()).freeze(isShared: false)
        draftStorage = nil
        definitionStorage = frozen
        return frozen
    }

    /// The template's definition the row shares with the rows of the template's
    /// other forms; nil once it has settings of its own (it was built directly, or
    /// changed). Two rows with the identical shared definition draw alike whatever
    /// their state: a front end keys what it works out once per row on it.
    public var sharedDefinition: RowDefinition? {
        guard let definitionStorage, definitionStorage.isShared else { return nil }
        return definitionStorage
    }

    /// Reads the row's settings, its draft's or its definition's; nil while it has
    /// neither (every setting at its default).
    @inline(__always)
    final func readSettings<R>(_ read: (RowSettings) -> R) -> R? {
        if let draftStorage { return read(draftStorage.settings) }
        if let definitionStorage { return read(definitionStorage.settings) }
        return nil
    }

    /// The row's draft as the class its row type makes (see `makeDraft()`), when
    /// it has one.
    @inline(__always)
    func draft<D: RowDefinitionDraft>(as type: D.Type) -> D? {
        guard let draftStorage else { return nil }
        return DefinitionCast.cast(draftStorage, to: type)
    }

    /// Changes the row's draft, of the class its row type makes: made, or taken
    /// from the definition it shares, first.
    // Inlined, so that generic callers (`Row<Value>`) need not look the class of
    // the draft up to pass it: only the cast names it, and the cast is free.
    @inlinable @inline(__always)
    func changeDefinition<D: RowDefinitionDraft>(as type: D.Type, _ change: (D) -> Void) {
        changeDefinition { change(DefinitionCast.cast($0, to: type)) }
    }

    /// Gives the row a draft of its own, when it has none: an empty one, or the
    /// settings of the definition it shares.
    @inline(__always)
    final func makeDraftOwn() {
        if draftStorage != nil { return }
        takeDraftOfItsOwn()
    }

    @inline(never)
    private final func takeDraftOfItsOwn() {
        if sectionLink?.isFrozen == true { reportProgrammerError(Form.frozenMessage("the settings of \(self)")) }
        let draft = makeDraft()
        if let definitionStorage {
            draft.take(definitionStorage)
            self.definitionStorage = nil
        }
        draftStorage = draft
    }

    /// Freezes the row's settings into a definition the forms of its template
    /// share: from now on the row reads them there.
    final func freezeForSharing() {
        makeDraftOwn()
        definitionStorage = draftStorage.unsafelyUnwrapped.freeze(isShared: true)
        draftStorage = nil
    }
}
