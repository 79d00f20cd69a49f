/// Turning a row on or off, as a person does with a switch or a check box: one
/// operation every front end calls, for any row that holds a `Bool`.
extension BaseRow {
    /// Whether the row holds on or off: a ``SwitchRow``, a ``CheckRow``, or any row
    /// of `Bool`, custom ones included.
    public var isToggle: Bool { self is Row<Bool> }

    /// Turns the row off when it is on, and on when it is off or empty.
    ///
    /// Taken as a person's input (``takeInput(_:)``): a row that is read-only,
    /// disabled or hidden refuses it.
    ///
    /// - Returns: whether the row took it; false for a row that is not a toggle.
    @discardableResult
    public func toggle() -> Bool {
        guard let row = self as? Row<Bool> else { return false }
        return setOn(!(row.value ?? false))
    }

    /// Turns the row on or off, as ``toggle()`` does.
    ///
    /// - Returns: whether the row took it; false for a row that is not a toggle.
    @discardableResult
    public func setOn(_ on: Bool) -> Bool {
        guard isToggle else { return false }
        return takeInput(.text(on ? "true" : "false")).isAccepted
    }
}
