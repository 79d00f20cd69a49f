/// A check mark; selecting the row toggles it.
public final class CheckRow: Row<Bool> {
    public override var kind: RowKind { .check }

    public override func customDidSelect() {
        value = !(value ?? false)
    }
}

/// An on/off switch; selecting the row toggles it.
public final class SwitchRow: Row<Bool> {
    public override var kind: RowKind { .toggle }

    public override func customDidSelect() {
        value = !(value ?? false)
    }
}
