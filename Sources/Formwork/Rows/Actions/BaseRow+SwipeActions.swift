// A row's actions (Eureka's swipe actions): kept in its definition, offered by
// front ends as buttons or a list, performed as a person's action.
extension BaseRow {
    /// The actions offered on the row's leading side (``SwipeAction``).
    public var leadingSwipe: SwipeConfiguration {
        get { (readSettings { $0.rare?.settings.callbacks?.value.leadingSwipe } ?? nil) ?? SwipeConfiguration() }
        set {
            changeDefinition { $0.changeCallbacks { $0.leadingSwipe = newValue } }
            notifyUpdated(.settings)
        }
    }

    /// The actions offered on the row's trailing side (``SwipeAction``).
    public var trailingSwipe: SwipeConfiguration {
        get { (readSettings { $0.rare?.settings.callbacks?.value.trailingSwipe } ?? nil) ?? SwipeConfiguration() }
        set {
            changeDefinition { $0.changeCallbacks { $0.trailingSwipe = newValue } }
            notifyUpdated(.settings)
        }
    }

    /// Every action of the row, leading ones first, as front ends offer them; the
    /// position in this list is what ``performRowAction(at:)`` takes.
    public var rowActions: [SwipeAction] {
        guard let callbacks = readSettings({ $0.callbacks }) ?? nil, callbacks.hasRowActions else { return [] }
        return callbacks.leadingSwipe.actions + callbacks.trailingSwipe.actions
    }

    /// Performs the action at `index` of ``rowActions``, as a person's action: a
    /// row that is disabled or hidden refuses it, and so does an index it does not
    /// have (what a crafted request could send).
    ///
    /// - Returns: whether the action ran.
    @discardableResult
    public func performRowAction(at index: Int) -> Bool {
        let actions = rowActions
        guard actions.indices.contains(index), !isDisabled, isVisible else { return false }
        let action = actions[index]
        withChangeCause(.input) { action.handler(action, self, { _ in }) }
        return true
    }
}
