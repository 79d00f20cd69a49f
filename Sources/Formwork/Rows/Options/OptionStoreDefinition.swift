/// A draft that holds a row's options (``OptionSettings``): an option row's or a
/// multiple selector's.
protocol OptionStoreDefinition: RowDefinitionDraft {
    associatedtype Option: Equatable
    /// The value type of the row: the option's, or a set of them.
    associatedtype RowValue: Equatable
    var options: OptionSettings<Option> { get set }
}

extension BaseRow {
    /// Reads the option settings of a row whose draft is of class `D`, from its
    /// draft or its frozen definition; nil while it has neither.
    @inline(__always)
    func readOptionSettings<D: OptionStoreDefinition, R>(_: D.Type, _ read: (OptionSettings<D.Option>) -> R) -> R? {
        if let draftStorage { return read(DefinitionCast.cast(draftStorage, to: D.self).options) }
        guard let frozen = frozenOptionSettings(D.self) else { return nil }
        return read(frozen.options.value)
    }

    /// The option settings of the row's frozen definition, when it reads one.
    @inline(__always)
    func frozenOptionSettings<D: OptionStoreDefinition>(_: D.Type) -> FrozenOptionSettings<D.Option>? {
        guard let definitionStorage, let typed = definitionStorage.typed,
              let extra = DefinitionCast.cast(typed, to: FrozenValueSettings<D.RowValue>.self).extra else { return nil }
        return DefinitionCast.cast(extra, to: FrozenOptionSettings<D.Option>.self)
    }

    /// Keeps a copy of the option store that was changed (its box is no longer
    /// `box`, the one read) in the row's own draft, like any setting; a copy on
    /// which something was only worked out is dropped.
    func keepOptionStore<D: OptionStoreDefinition>(_ store: OptionStore<D.Option>, changedFrom box: ObjectIdentifier?,
                                                   as type: D.Type) {
        if store.boxIdentity != box { changeDefinition(as: D.self) { $0.options.optionStore = store } }
    }
}
