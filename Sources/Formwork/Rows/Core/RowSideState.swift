/// What the form's condition graph keeps for a row: held apart from the row, since
/// most rows have no conditions, and allocated when a row's conditions join a form.
final class RowConditionState {
    /// The tags the registered conditions read, kept to unregister them exactly.
    var hiddenDependencies: [String] = []
    var disabledDependencies: [String] = []
    var marks = ConditionGraphMarks()

    init() {}
}

/// What few rows need: inline pickers, a rejected input, errors from outside. Held
/// apart from the row and allocated when first needed.
final class RowExtras {
    weak var inlineOwner: BaseRow?
    var expandedInlineRow: BaseRow?
    var inputRejection: ValidationError?
    /// Errors found outside the row's rules (decoding a model), until the next edit.
    var externalErrors: [ValidationError] = []
}
