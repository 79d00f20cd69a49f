/// A row that shows another row below itself when selected, as Eureka's inline
/// rows do: the date rows' pickers, ``PickerInlineRow``, or one of your own.
///
/// A custom inline row names the row it shows and sets it up; nothing else. The
/// row is drawn as an inline row by every front end, selecting it expands and
/// collapses the row below (which starts with the row's title and value), and a
/// value chosen below becomes the row's:
///
/// ```swift
/// final class ColourInlineRow: OptionsRow<String>, RowType, InlineRowType {
///     typealias InlineRow = PickerRow<String>
///
///     func setupInlineRow(_ inlineRow: PickerRow<String>) {
///         inlineRow.options = options
///     }
/// }
/// ```
public protocol InlineRowType: BaseRow {
    /// The type of the inline row.
    associatedtype InlineRow: BaseRow
    /// The inline row while it is shown.
    var inlineRow: InlineRow? { get }
    /// Sets up the inline row as it is made, before it is shown: its options,
    /// bounds, display. It already has the row's title and value.
    func setupInlineRow(_ inlineRow: InlineRow)
}

extension InlineRowType {
    /// The row shown below this one while it is expanded.
    public var inlineRow: InlineRow? { expandedInlineRow as? InlineRow }

    /// Sets up nothing beyond the title and value the inline row starts with.
    public func setupInlineRow(_ inlineRow: InlineRow) {}

    /// A new inline row with this row's title and value, then set up.
    func makeSetUpInlineRow() -> BaseRow {
        let inline = InlineRow(tag: nil)
        inline.title = title
        _ = inline.setBaseValue(baseValue)
        setupInlineRow(inline)
        return inline
    }
}
