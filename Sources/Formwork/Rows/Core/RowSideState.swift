// The stored properties here are @exclusivity(unchecked) for the reason BaseRow
// gives: read for every row drawn, checked or copied, and never accessed in
// overlapping ways, so the run-time check would only cost.

/// A row's conditions and what the form's condition graph keeps for it: held apart
/// from the row, since most rows have none, and allocated when a row gets one.
final class RowConditionState {
    @exclusivity(unchecked) var hidden: Condition?
    @exclusivity(unchecked) var disabled: Condition?
    /// The tags the registered conditions read, kept to unregister them exactly.
    @exclusivity(unchecked) var hiddenDependencies: [String] = []
    @exclusivity(unchecked) var disabledDependencies: [String] = []
    @exclusivity(unchecked) var marks = ConditionGraphMarks()

    init() {}

    /// The conditions of `other`, not what its form worked out.
    init(copying other: RowConditionState) {
        hidden = other.hidden
        disabled = other.disabled
    }
}

/// What few rows need: inline pickers, their settings, a rejected input. Held apart
/// from the row and allocated when first needed.
final class RowExtras {
    @exclusivity(unchecked) weak var inlineOwner: BaseRow?
    @exclusivity(unchecked) var expandedInlineRow: BaseRow?
    @exclusivity(unchecked) var inlineRowHideOptions: InlineRowHideOptions = [.anotherInlineRowIsShown, .focusChanges]
    @exclusivity(unchecked) var inputRejection: ValidationError?
    /// Errors found outside the row's rules (decoding a model), until the next edit.
    @exclusivity(unchecked) var externalErrors: [ValidationError] = []
}

/// The settings of a row's definition that few rows set: held apart, and shared by
/// the copies of a row a ``FormTemplate`` makes until one of them changes.
final class RowDefinition {
    @exclusivity(unchecked) var placeholder: String?
    @exclusivity(unchecked) var help: String?
    /// Observers of the row's events: the Eureka-style callbacks.
    @exclusivity(unchecked) var eventHandlers: [(FormEvent) -> Void] = []

    init() {}

    func copy() -> RowDefinition {
        let copy = RowDefinition()
        copy.placeholder = placeholder
        copy.help = help
        copy.eventHandlers = eventHandlers
        return copy
    }
}
