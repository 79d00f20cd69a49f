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
    /// A row's value changed: by a person, in code, or silently
    /// (``Row/setValueSilently(_:)``).
    case valueChanged(BaseRow)
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
    /// The title, options or another property that affects display changed.
    case rowUpdated(BaseRow)
    /// A selector, alert or action sheet row was selected: the front end shows its options.
    case presentationRequested(BaseRow)
}

/// Identifies an observer so it can be removed.
public struct FormObserverToken: Hashable, Sendable {
    let id: Int
}
