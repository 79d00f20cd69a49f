/// A row's yes-or-no state.
struct RowFlags {
    var isHidden = false
    var isDisabled = false
    /// Whether the row's tag is the one registered for it in its form.
    var isTagRegistered = false
    /// Whether a condition in the form reads the row's tag.
    var isReadByConditions = false
    /// Whether the row is an inline picker or has one expanded.
    var hasInlineRelation = false
    var wasChanged = false
    var wasBlurred = false
    /// Whether the row took the value it started with from its definition (a row
    /// of a template's form), which keeps it as the row's initial value.
    var startedWithDefinitionValue = false
    /// Whether the row's value is set (see `Row.holdsValue`).
    var holdsValue = false
    /// Whether a field row is assigning the value its typed text gave.
    var isApplyingText = false
    /// Whether the row is being selected (``BaseRow/didSelect()``), and whether
    /// that selection toggled its inline row already.
    var isBeingSelected = false
    var toggledInlineRowInSelection = false
    /// The row's Eureka-form inline callbacks are running: a callback that expands
    /// or collapses an inline row elsewhere cannot come back to this one.
    var isRunningInlineHooks = false
    /// What the row's type conforms to, looked up once (``RowTypeTraits``).
    var typeTraits = RowTypeTraits()

    /// Takes what joining a form worked out for the template's row `other`.
    mutating func takeRegistration(of other: RowFlags) {
        isHidden = other.isHidden
        isDisabled = other.isDisabled
        isTagRegistered = other.isTagRegistered
        isReadByConditions = other.isReadByConditions
        typeTraits = other.typeTraits
    }
}

/// What the form's condition graph keeps for a row: held apart from the row, since
/// most rows have no conditions, and allocated when a row's conditions join a form.
final class RowConditionState {
    /// The tags the registered conditions read, kept to unregister them exactly.
    var hiddenDependencies: [String] = []
    var disabledDependencies: [String] = []
    var marks = ConditionGraphMarks()

    init() {}
}

/// What few rows need: inline pickers, a rejected input, errors from outside, the
/// value a row joined its form with, typed text that gave no value. Held apart
/// from the row and allocated when first needed, which keeps a row small (112
/// bytes for a text or number field, where it was 177–185).
final class RowExtras {
    weak var inlineOwner: BaseRow?
    var expandedInlineRow: BaseRow?
    var inputRejection: ValidationError?
    /// Errors found outside the row's rules (decoding a model), until the next edit.
    var externalErrors: [ValidationError] = []
    /// The value the row had when it joined its form, for a row that had one
    /// (see `Row.initialValue`).
    var initialValue: Any?
    /// Why a field's typed text gave no value, when it did not.
    var textFailure: TextFailure?
    /// How the row is drawn, once a front end or code asked for it.
    var cell: RowCell?
}

/// What a row's type conforms to, among the protocols that change its defaults
/// (`InlineRowType`, `SelectableRowType`): each looked up by the runtime once per
/// row, when first asked (a conformance check costs about 60 ns), and taken from
/// the template's row by the rows of a template's forms.
struct RowTypeTraits {
    private var bits: UInt8 = 0

    private static let inlineKnown: UInt8 = 1, inline: UInt8 = 2, selectableKnown: UInt8 = 4, selectable: UInt8 = 8

    /// Whether `row`'s type is an `InlineRowType`.
    mutating func isInline(_ row: BaseRow) -> Bool {
        if bits & Self.inlineKnown == 0 { bits |= Self.inlineKnown | (row is any InlineRowType ? Self.inline : 0) }
        return bits & Self.inline != 0
    }

    /// Whether `row`'s type is a `SelectableRowType`.
    mutating func isSelectable(_ row: BaseRow) -> Bool {
        if bits & Self.selectableKnown == 0 {
            bits |= Self.selectableKnown | (row is any SelectableRowType ? Self.selectable : 0)
        }
        return bits & Self.selectable != 0
    }
}
