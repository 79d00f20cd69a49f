/// The settings a row type adds to every row's, as one `Sendable` value (a
/// slider's bounds, a file row's limits): kept with the row's definition and copied
/// whole with it, with no list of fields to keep in step.
protocol RowKindSettings: Sendable {
    /// The settings of a row that sets none.
    init()
}

extension BaseRow {
    /// The row type's own settings, or their defaults while none is set.
    func kindSettings<S: RowKindSettings>(_: S.Type) -> S {
        ((readSettings { $0.kindSettings } ?? nil) as? S) ?? S()
    }

    /// Changes the row type's own settings, in a definition of the row's own.
    func changeKindSettings<S: RowKindSettings>(_: S.Type, _ change: (inout S) -> Void) {
        var settings = kindSettings(S.self)
        change(&settings)
        changeDefinition { $0.changeRare { $0.kindSettings = settings } }
    }
}
