/// Read-only text: a title and a value shown beside it. Focus skips it.
public final class LabelRow: Row<String> {
    public override var kind: RowKind { .label }
    public override var canTakeFocus: Bool { false }
}
