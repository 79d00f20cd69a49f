/// Read-only text: a title and a value shown beside it. Focus skips it.
public final class LabelRow: Row<String> {
    /// Nothing a person enters.
    public override var valueClass: RowValueClass { .none }

    /// Always ``RowKind/label``.
    public override var kind: RowKind { .label }
    /// False: focus skips labels, but for a label that is a repeating group's add
    /// button (``GenericMultivaluedSection``), which is pressed like a button.
    public override var canTakeFocus: Bool { isAddItemRow }
    /// Always true: only code sets a label's value.
    public override var isReadOnly: Bool { true }
}
