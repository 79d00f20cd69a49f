/// Something a person can do to a row beside filling it in: Eureka's swipe action.
/// On a phone it shows when the row is swiped; the web draws it as a button of the
/// row and the terminal offers it in a list of the row's actions (Ctrl-O).
///
/// ```swift
/// let deleteAction = SwipeAction(style: .destructive, title: "Delete") { action, row, completionHandler in
///     if let section = row.section, let index = section.firstIndex(where: { $0 === row }) {
///         section.remove(at: index)
///     }
///     completionHandler?(true)
/// }
/// row.trailingSwipe.actions = [deleteAction]
/// ```
///
/// Actions are part of a row's definition, shared by the forms a template makes:
/// the handler reaches the form through the row it is given, never by capturing one.
public final class SwipeAction {
    /// How an action is shown.
    public enum Style: Sendable, Hashable {
        /// An ordinary action.
        case normal
        /// An action that removes or destroys something, shown as such.
        case destructive
    }

    /// What the action does: it is given the action, the row, and a completion
    /// handler to call with whether it was done (Eureka's signature; nothing waits
    /// for it here).
    public typealias Handler = (SwipeAction, BaseRow, ((Bool) -> Void)?) -> Void

    /// How the action is shown.
    public let style: Style
    /// The action's name, on its button; nil for the form's word for the style.
    public let title: String?
    /// What the action does.
    public let handler: Handler

    /// An action with a style, a title and what it does.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions on one side of a row: Eureka's `leadingSwipe` and `trailingSwipe`.
public struct SwipeConfiguration {
    /// The actions, in the order they are offered.
    public var actions: [SwipeAction] = []
    /// Whether a full swipe performs the first action: kept for code that sets it;
    /// front ends without swiping offer every action alike.
    public var performsFirstActionWithFullSwipe = false

    /// No actions.
    public init() {}
}
