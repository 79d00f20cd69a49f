/// Read-only text: a title and a value shown beside it. Focus skips it.
public final class LabelRow: Row<String> {
    /// Nothing a person enters.
    public override var valueClass: RowValueClass { .none }

    /// Always ``RowKind/label``.
    public override var kind: RowKind { .label }
    /// Always false: focus skips labels.
    public override var canTakeFocus: Bool { false }
    /// Always true: only code sets a label's value.
    public override var isReadOnly: Bool { true }
}
