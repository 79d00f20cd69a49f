/// The base of rows that choose one option from a list shown apart from the form
/// (a page of its own on a phone, a list the web or the terminal opens): Eureka's
/// `SelectorRow`, for custom selector rows to subclass.
///
/// ```swift
/// final class CountryRow: SelectorRow<String>, RowType {
///     required init(tag: String?) {
///         super.init(tag: tag)
///         options = ["France", "Japan", "Peru"]
///     }
/// }
/// ```
open class SelectorRow<T: Equatable>: OptionsRow<T> {
    /// ``RowPresentation/push`` unless a subclass says otherwise.
    open override var presentation: RowPresentation { .push }
}

/// Chooses one option from a list shown on a screen of its own.
public final class PushRow<T: Equatable>: SelectorRow<T> {
    /// Always ``RowPresentation/push``.
    public override var presentation: RowPresentation { .push }
}

/// Chooses one option from a list in a popover.
public final class PopoverSelectorRow<T: Equatable>: OptionsRow<T> {
    /// Always ``RowPresentation/popover``.
    public override var presentation: RowPresentation { .popover }
}

/// Chooses one option from an action sheet.
public final class ActionSheetRow<T: Equatable>: OptionsRow<T> {
    /// Always ``RowPresentation/actionSheet``.
    public override var presentation: RowPresentation { .actionSheet }
}

/// Chooses one option from an alert.
public final class AlertRow<T: Equatable>: OptionsRow<T> {
    /// Always ``RowPresentation/alert``.
    public override var presentation: RowPresentation { .alert }
}

/// Chooses one option from a segmented control showing every option.
public final class SegmentedRow<T: Equatable>: OptionsRow<T> {
    /// Always ``RowPresentation/segmented``.
    public override var presentation: RowPresentation { .segmented }
}

/// Chooses one option from a picker that is always shown.
public final class PickerRow<T: Equatable>: OptionsRow<T> {
    /// Always ``RowPresentation/picker``.
    public override var presentation: RowPresentation { .picker }
}

/// Chooses one option from a picker shown in place of the keyboard.
public final class PickerInputRow<T: Equatable>: OptionsRow<T> {
    /// Always ``RowPresentation/inputPicker``.
    public override var presentation: RowPresentation { .inputPicker }

    /// Takes focus, so that the front end shows the picker in place of the keyboard.
    public override func customDidSelect() {
        didBeginEditing()
    }
}

/// Chooses one option from a picker that expands below the row.
public final class PickerInlineRow<T: Equatable>: OptionsRow<T>, InlineRowType {
    /// Always ``RowPresentation/inline``.
    public override var presentation: RowPresentation { .inline }
    /// Always true: selecting the row shows or hides its picker.
    public override var expandsInline: Bool { true }

    /// The picker while it is shown.
    public var inlineRow: PickerRow<T>? { expandedInlineRow as? PickerRow<T> }

    /// When the picker collapses by itself, besides the row's other settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("inlineRowHideOptions", \PickerInlineRow<T>.inlineRowHideOptions,
                     "When the expanded picker collapses by itself: when another inline row expands, when the focus moves on.",
                     as: .optionSet(["anotherInlineRowIsShown": .anotherInlineRowIsShown, "focusChanges": .focusChanges]),
                     example: .anotherInlineRowIsShown),
        ]
    }

    /// A ``PickerRow`` with this row's options, display closure, title and value.
    public override func makeInlineRow() -> BaseRow? {
        let picker = PickerRow<T>()
        picker.optionStore = optionStore
        picker.displayValueFor = readValueSettings { $0.displayValueFor } ?? nil
        picker.title = title
        picker.value = value
        return picker
    }
}
