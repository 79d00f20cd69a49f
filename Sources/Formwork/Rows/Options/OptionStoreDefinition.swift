/// A definition that holds a row's options (``OptionStore``): an option row's or a
/// multiple selector's.
protocol OptionStoreDefinition: RowDefinition {
    associatedtype Option: Equatable
    var optionStore: OptionStore<Option> { get set }
}

extension OptionsRowDefinition: OptionStoreDefinition {}
extension MultipleSelectorRowDefinition: OptionStoreDefinition {}

extension BaseRow {
    /// The row's definition of class `D`, when the row alone holds it: its option
    /// store may be changed in place and what is worked out kept. A shared
    /// definition is read by other forms' rows on other tasks, so an option row
    /// changes a copy of its store instead (see ``keepOptionStore(_:changedFrom:as:)``).
    func ownedDefinition<D: OptionStoreDefinition>(as type: D.Type) -> D? {
        // Asked before any other reference to the definition is taken here.
        guard isKnownUniquelyReferenced(&definitionStorage), definitionStorage?.isShared == false else { return nil }
        return definition(as: D.self)
    }

    /// Keeps a copy of the option store that was changed (its box is no longer
    /// `box`, the one read) as the row's own, copied on write like any setting; a
    /// copy on which something was only worked out is dropped.
    func keepOptionStore<D: OptionStoreDefinition>(_ store: OptionStore<D.Option>, changedFrom box: ObjectIdentifier?,
                                                   as type: D.Type) {
        if store.boxIdentity != box { changeDefinition(as: D.self) { $0.optionStore = store } }
    }
}
