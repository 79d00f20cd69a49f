/// A button: selecting it runs its `onCellSelection` callbacks. In a
/// ``MultivaluedSection`` it can be the add button, which inserts a new row.
public final class ButtonRow: Row<String> {
    public override var kind: RowKind { .button }

    public override func customDidSelect() {
        if let section = section as? MultivaluedSection, section.addButtonRow === self {
            _ = try? section.insertNewRow()
        }
    }
}
