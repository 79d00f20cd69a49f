// How a row reaches its definition, and gets one of its own before changing it.
extension BaseRow {
    /// The row's definition: what it asks for, shared by every form a
    /// ``FormTemplate`` makes until a form changes it for itself. Two rows with
    /// the identical definition draw alike whatever their state; a front end keys
    /// what it works out once per row on it.
    public var definition: RowDefinition {
        if let definitionStorage { return definitionStorage }
        let made = makeDefinition()
        definitionStorage = made
        return made
    }

    /// The definition as the class the row's type makes (see `makeDefinition()`),
    /// or nil while the row has none (every setting at its default).
    @inline(__always)
    func definition<D: RowDefinition>(as type: D.Type) -> D? {
        guard let definitionStorage else { return nil }
        return DefinitionCast.cast(definitionStorage, to: type)
    }

    /// Changes the row's own definition: made when the row has none, copied first
    /// when other rows share it, so that nothing another row (or task) reads changes.
    // Inlined, so that generic callers (`Row<Value>`) need not look the class of
    // the definition up to pass it: only the cast names it, and the cast is free.
    @inlinable @inline(__always)
    func changeDefinition<D: RowDefinition>(as type: D.Type, _ change: (D) -> Void) {
        changeDefinition { change(DefinitionCast.cast($0, to: type)) }
    }

    /// Makes or copies the definition so that the row alone holds it.
    @inline(__always)
    final func makeDefinitionOwn() {
        // Asked before any other reference to it is taken here, which would count.
        // A template's definition is never written, even by the last row holding it.
        if isKnownUniquelyReferenced(&definitionStorage), let own = definitionStorage, !own.isShared { return }
        takeDefinitionOfItsOwn()
    }

    @inline(never)
    private final func takeDefinitionOfItsOwn() {
        if sectionLink?.isFrozen == true { reportProgrammerError(Form.frozenMessage("the settings of \(self)")) }
        definitionStorage = definitionStorage?.copy() ?? makeDefinition()
    }
}
