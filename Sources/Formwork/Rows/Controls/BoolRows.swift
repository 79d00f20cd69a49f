/// A check mark; selecting the row toggles it.
public final class CheckRow: Row<Bool> {
    /// Always ``RowKind/check``.
    public override var kind: RowKind { .check }

    /// Toggles the value; an empty value becomes true.
    public override func customDidSelect() {
        value = !(value ?? false)
    }
}

/// An on/off switch; selecting the row toggles it.
public final class SwitchRow: Row<Bool> {
    /// Always ``RowKind/toggle``.
    public override var kind: RowKind { .toggle }

    /// Toggles the value; an empty value becomes true.
    public override func customDidSelect() {
        value = !(value ?? false)
    }
}
