/// A change in a form, with enough detail for a front end to update only what changed.
///
/// Indices are *visible* indices: a section's index among the form's visible
/// sections, a row's index among its section's visible rows. Rows and sections that
/// arrive hidden produce no insertion event; they produce `…Shown` when they appear.
public enum FormEvent {
    /// A section was inserted and is shown at this visible index.
    case sectionInserted(Section, at: Int)
    /// A shown section was removed from this visible index.
    case sectionRemoved(Section, at: Int)
    /// A shown section was replaced by the second one, shown at this visible index.
    case sectionReplaced(Section, with: Section, at: Int)
    /// A visible section moved from one visible index to another.
    case sectionMoved(Section, from: Int, to: Int)
    /// A section's `hidden` condition came to hold; the index is where it was shown.
    case sectionHidden(Section, at: Int)
    /// A hidden section appeared at this visible index.
    case sectionShown(Section, at: Int)
    /// The header or footer changed.
    case sectionUpdated(Section)
    /// A row was inserted into the section and is shown at this visible index.
    case rowInserted(BaseRow, at: Int, in: Section)
    /// A shown row was removed from this visible index of the section.
    case rowRemoved(BaseRow, at: Int, in: Section)
    /// A shown row was replaced by the second one, shown at this visible index.
    case rowReplaced(BaseRow, with: BaseRow, at: Int, in: Section)
    /// A row's `hidden` condition came to hold; the index is where it was shown.
    case rowHidden(BaseRow, at: Int, in: Section)
    /// A hidden row appeared at this visible index of the section.
    case rowShown(BaseRow, at: Int, in: Section)
    /// A shown row moved within the section, from one visible index to another.
    case rowMoved(BaseRow, from: Int, to: Int, in: Section)
    /// A row's value changed, from `oldValue`: by a person's input, in code, or
    /// silently (``Row/setValueSilently(_:)``), as `cause` says. It is reported once
    /// the form is consistent again: conditions that read the row have been
    /// re-evaluated (their `…Hidden`/`…Shown` events come first) and, for an edit,
    /// the row validated as its options ask.
    case valueChanged(BaseRow, oldValue: Any?, cause: ValueChangeCause)
    /// A row's `disabled` condition started or stopped holding (``BaseRow/isDisabled``).
    case disabledChanged(BaseRow)
    /// A row's ``BaseRow/validationErrors`` changed.
    case validationChanged(BaseRow)
    /// Focus moved between rows; nil on either side means no row.
    case focusChanged(from: BaseRow?, to: BaseRow?)
    /// The row showed its inline row below itself (``BaseRow/expandedInlineRow``).
    case inlineRowExpanded(BaseRow)
    /// The row removed its inline row.
    case inlineRowCollapsed(BaseRow)
    /// Something other than the value that affects display changed: the title,
    /// placeholder, help text, options or another setting, as the second value says.
    case rowUpdated(BaseRow, RowUpdate)
    /// A person selected the row (``BaseRow/didSelect()``): a tap, a button press; a
    /// disabled row too, which selecting leaves unchanged.
    case rowSelected(BaseRow)
    /// A selector, alert or action sheet row was selected: the front end shows its options.
    case presentationRequested(BaseRow)
}

/// What set off a value change.
public enum ValueChangeCause: Sendable, Hashable {
    /// A person's input through a front end (typed text, a chosen option, a toggle).
    case input
    /// An assignment in code (`row.value = …`, ``Form/setValues(_:)``).
    case programmatic
    /// ``Row/setValueSilently(_:)``: conditions and front ends follow, but it counts
    /// as no edit and calls no `onChange`.
    case silent
}

/// What changed in a ``FormEvent/rowUpdated(_:_:)`` event.
public struct RowUpdate: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// ``BaseRow/title``.
    public static var title: RowUpdate { RowUpdate(rawValue: 1 << 0) }
    /// ``BaseRow/placeholder``.
    public static var placeholder: RowUpdate { RowUpdate(rawValue: 1 << 1) }
    /// ``BaseRow/help``.
    public static var help: RowUpdate { RowUpdate(rawValue: 1 << 2) }
    /// The options offered, or how they are titled or grouped.
    public static var options: RowUpdate { RowUpdate(rawValue: 1 << 3) }
    /// Another setting that affects display (bounds, steps, a selector's title, the
    /// rules, a formatter or display closure, the form's language).
    public static var settings: RowUpdate { RowUpdate(rawValue: 1 << 4) }
    /// Whether the row has focus (its cell's highlight), told for rows whose cell
    /// or callbacks may draw it differently.
    public static var highlight: RowUpdate { RowUpdate(rawValue: 1 << 5) }
}

extension FormEvent {
    /// The row the event is about, if it is about one row.
    public var row: BaseRow? {
        switch self {
        case .rowInserted(let row, _, _), .rowRemoved(let row, _, _), .rowHidden(let row, _, _),
             .rowShown(let row, _, _), .rowMoved(let row, _, _, _), .valueChanged(let row, _, _),
             .disabledChanged(let row), .validationChanged(let row), .inlineRowExpanded(let row),
             .inlineRowCollapsed(let row), .rowUpdated(let row, _), .presentationRequested(let row),
             .rowSelected(let row):
            return row
        case .rowReplaced(_, let new, _, _): return new
        case .focusChanged(_, let to): return to
        case .sectionInserted, .sectionRemoved, .sectionReplaced, .sectionMoved, .sectionHidden,
             .sectionShown, .sectionUpdated:
            return nil
        }
    }
}

/// Identifies an observer so it can be removed.
public struct FormObserverToken: Hashable, Sendable {
    let id: Int
}
