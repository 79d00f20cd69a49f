/// A change in a form, with enough detail for a front end to update only what changed.
///
/// Indices are *visible* indices: a section's index among the form's visible
/// sections, a row's index among its section's visible rows. Rows and sections that
/// arrive hidden produce no insertion event; they produce `…Shown` when they appear.
public enum FormEvent {
    case sectionInserted(Section, at: Int)
    case sectionRemoved(Section, at: Int)
    case sectionReplaced(Section, with: Section, at: Int)
    case sectionHidden(Section, at: Int)
    case sectionShown(Section, at: Int)
    /// The header or footer changed.
    case sectionUpdated(Section)
    case rowInserted(BaseRow, at: Int, in: Section)
    case rowRemoved(BaseRow, at: Int, in: Section)
    case rowReplaced(BaseRow, with: BaseRow, at: Int, in: Section)
    case rowHidden(BaseRow, at: Int, in: Section)
    case rowShown(BaseRow, at: Int, in: Section)
    case rowMoved(BaseRow, from: Int, to: Int, in: Section)
    case valueChanged(BaseRow)
    case disabledChanged(BaseRow)
    case validationChanged(BaseRow)
    case focusChanged(from: BaseRow?, to: BaseRow?)
    case inlineRowExpanded(BaseRow)
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
