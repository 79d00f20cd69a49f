// Inline expansion: a row that shows a picker row below itself.
extension BaseRow {
    /// The row that expanded this one, when this row is an inline picker.
    public internal(set) var inlineOwner: BaseRow? {
        get { hasInlineRelation ? extras?.inlineOwner : nil }
        set {
            ensureExtras().inlineOwner = newValue
            hasInlineRelation = newValue != nil || extras?.expandedInlineRow != nil
        }
    }

    /// The inline row currently shown below this one.
    public internal(set) var expandedInlineRow: BaseRow? {
        get { hasInlineRelation ? extras?.expandedInlineRow : nil }
        set {
            ensureExtras().expandedInlineRow = newValue
            hasInlineRelation = newValue != nil || extras?.inlineOwner != nil
        }
    }

    /// When an expanded inline row collapses by itself.
    public var inlineRowHideOptions: InlineRowHideOptions {
        get { readSettings { $0.inlineRowHideOptions } ?? [.anotherInlineRowIsShown, .focusChanges] }
        set {
            guard newValue != inlineRowHideOptions else { return }
            changeDefinition { $0.changeRare { $0.inlineRowHideOptions = newValue } }
        }
    }

    /// Whether the inline row is shown.
    public var isExpanded: Bool { expandedInlineRow != nil }

    /// Shows the inline row right after this row in its section.
    public func expandInlineRow() {
        guard expandedInlineRow == nil, !flags.isRunningInlineHooks, let section, !isHidden, let inline = makeInlineRow() else { return }
        callInlineHooks(.expanding, inline)
        // A hook may have hidden or moved the row, or expanded it.
        guard expandedInlineRow == nil, self.section === section, !isHidden else { return }
        form?.inlineRowDidExpand(self)
        inline.inlineOwner = self
        expandedInlineRow = inline
        section.insertRow(inline, atAllIndex: indexInList + 1)
        emit(.inlineRowExpanded(self))
    }

    /// Removes the inline row.
    public func collapseInlineRow() {
        guard let inline = expandedInlineRow, !flags.isRunningInlineHooks else { return }
        callInlineHooks(.collapsing, inline)
        guard expandedInlineRow === inline else { return }
        inline.section?.removeRow(atAllIndex: inline.indexInList)
    }

    /// Calls the Eureka-form callbacks for `moment`, with the inline row.
    private func callInlineHooks(_ moment: InlineHook.Moment, _ inline: BaseRow) {
        guard let hooks = readSettings({ $0.rare?.settings.callbacks?.value.inlineHooks }) ?? nil, !hooks.isEmpty else { return }
        flags.isRunningInlineHooks = true
        defer { flags.isRunningInlineHooks = false }
        for hook in hooks where hook.moment == moment { hook.call(self, inline) }
    }

    /// Adds a callback called before the inline row is shown or removed.
    func addInlineHook(_ hook: InlineHook) {
        changeDefinition { $0.changeCallbacks { $0.inlineHooks.append(hook) } }
    }

    /// The inline row left its section (collapsed, or removed directly).
    func inlineRowDidLeave() {
        expandedInlineRow = nil
        form?.inlineRowDidCollapse(self)
        emit(.inlineRowCollapsed(self))
    }

    /// Expands a collapsed inline row or collapses an expanded one: what
    /// `InlineRowType`'s `toggleInlineRow()` does, for rows of any type (front ends,
    /// and rows that expand by presentation).
    ///
    /// One selection toggles once: an inline row written as Eureka writes one,
    /// whose ``customDidSelect()`` calls `super` (which toggles here) and then
    /// `toggleInlineRow()`, is not toggled back by its second call.
    package func toggleInline() {
        if flags.isBeingSelected {
            if flags.toggledInlineRowInSelection { return }
            flags.toggledInlineRowInSelection = true
        }
        if isExpanded { collapseInlineRow() } else { expandInlineRow() }
    }
}

extension BaseRow {
    /// Refused: only a row of an ``InlineRowType`` has an inline row to toggle.
    ///
    /// A row that declares an `InlineRow` and `setupInlineRow(_:)` but not the
    /// conformance would otherwise compile and never expand; as in Eureka, the call
    /// does not compile, and the message says what to declare. Rows of any type
    /// expand and collapse through ``expandInlineRow()`` and ``collapseInlineRow()``.
    @available(*, unavailable, message: "only an InlineRowType row has an inline row to toggle: declare the conformance, as in `class MyInlineRow<T: Equatable>: Row<T>, InlineRowType`")
    @_disfavoredOverload
    public func toggleInlineRow() {
        toggleInline()
    }
}

/// A callback called before an inline row is shown or removed, with the row and
/// its inline row (Eureka's `onExpandInlineRow { cell, row, inlineRow in }`).
struct InlineHook {
    enum Moment { case expanding, collapsing }
    let moment: Moment
    let call: (BaseRow, BaseRow) -> Void
}

/// When an expanded inline row collapses without being asked to.
public struct InlineRowHideOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Collapse when another inline row expands.
    public static let anotherInlineRowIsShown = InlineRowHideOptions(rawValue: 1)
    /// Collapse when focus moves to a row other than this one or its inline row.
    public static let focusChanges = InlineRowHideOptions(rawValue: 2)
}
