/// A row's conditions and what the form's condition graph keeps for it: held apart
/// from the row, since most rows have none, and allocated when a row gets one.
final class RowConditionState {
    var hidden: Condition?
    var disabled: Condition?
    /// The tags the registered conditions read, kept to unregister them exactly.
    var hiddenDependencies: [String] = []
    var disabledDependencies: [String] = []
    var marks = ConditionGraphMarks()

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
    weak var inlineOwner: BaseRow?
    var expandedInlineRow: BaseRow?
    var inlineRowHideOptions: InlineRowHideOptions = [.anotherInlineRowIsShown, .focusChanges]
    var inputRejection: ValidationError?
}
