/// A button: selecting it runs its `onCellSelection` callbacks. In a
/// ``MultivaluedSection`` it can be the add button, which inserts a new row.
public final class ButtonRow: Row<String> {
    /// Nothing a person enters.
    public override var valueClass: RowValueClass { .none }

    /// Always ``RowKind/button``.
    public override var kind: RowKind { .button }
    /// Always true: a button is pressed (``BaseRow/didSelect()``), not filled in.
    public override var isReadOnly: Bool { true }

    /// Inserts a new row when this is the add button of a ``MultivaluedSection``
    /// (nothing when the section cannot make one); otherwise does nothing itself.
    public override func customDidSelect() {
        if let section = section as? MultivaluedSection, section.addButtonRow === self {
            _ = try? section.insertNewRow()
        }
    }
}
