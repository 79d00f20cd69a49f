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

    /// Expands the inline row when it is collapsed, collapses it when it is
    /// expanded: what selecting the row does. A custom inline row whose
    /// `customDidSelect()` calls `super` and then this (as Eureka's docs write one)
    /// toggles once per selection.
    public func toggleInlineRow() {
        toggleInline()
    }

    /// A new inline row with this row's title and value, then set up.
    func makeSetUpInlineRow() -> BaseRow {
        let inline = InlineRow(tag: nil)
        inline.title = title
        _ = inline.setBaseValue(baseValue)
        setupInlineRow(inline)
        return inline
    }
}

extension InlineRowType {
    /// Calls `callback` before the inline row is shown, with the row's cell, the
    /// row and the inline row, made and set up (``setupInlineRow(_:)``) but not yet
    /// in the section: Eureka's `onExpandInlineRow { cell, row, inlineRow in }`. The
    /// one-parameter form is an observer, told after. Callbacks add up, in order;
    /// while they run, expanding or collapsing this row again does nothing.
    ///
    /// The full-screen terminal draws the inline row as the callback leaves it; the
    /// web and plain mode draw the row's own control in its place. Set what every
    /// front end must keep (a date row's `minimumDate`, the options) on the row
    /// itself, and use the callback for what concerns the inline row alone.
    ///
    /// ```swift
    /// DateInlineRow("due").onExpandInlineRow { cell, row, picker in
    ///     picker.title = "Pick the day"
    /// }
    /// ```
    @discardableResult
    public func onExpandInlineRow(_ callback: @escaping (RowCell, Self, InlineRow) -> Void) -> Self {
        addInlineHook(InlineHook(moment: .expanding) { row, inline in
            if let row = row as? Self, let inline = inline as? InlineRow { callback(row.cell, row, inline) }
        })
        return self
    }

    /// Calls `callback` before the inline row is removed, with the row's cell, the
    /// row and the inline row, still shown: Eureka's
    /// `onCollapseInlineRow { cell, row, inlineRow in }`. The one-parameter form is an
    /// observer, told after. Callbacks add up, in order.
    @discardableResult
    public func onCollapseInlineRow(_ callback: @escaping (RowCell, Self, InlineRow) -> Void) -> Self {
        addInlineHook(InlineHook(moment: .collapsing) { row, inline in
            if let row = row as? Self, let inline = inline as? InlineRow { callback(row.cell, row, inline) }
        })
        return self
    }
}
