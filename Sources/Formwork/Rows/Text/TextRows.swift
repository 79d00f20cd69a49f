/// One line of text.
public final class TextRow: StringFieldRow {
    /// Always ``RowKind/text``.
    public override var kind: RowKind { .text }
}

/// A person's name.
public final class NameRow: StringFieldRow {
    /// Always ``RowKind/name``.
    public override var kind: RowKind { .name }
}

/// An email address; surrounding spaces are removed. Add ``RuleEmail`` to check it.
public final class EmailRow: StringFieldRow {
    /// Always ``RowKind/email``.
    public override var kind: RowKind { .email }
    /// Always true: surrounding spaces are removed before parsing.
    public override var trimsWhitespace: Bool { true }
}

/// A password: front ends hide what is typed.
public final class PasswordRow: StringFieldRow {
    /// Always ``RowKind/secureText``.
    public override var kind: RowKind { .secureText }

    /// ``BaseRow/secretMask``: neither the password nor its length is displayed.
    public override func displayString(for value: String) -> String { BaseRow.secretMask }
}

/// A phone number. Set ``FieldRow/textMask`` to ``TextMask/usPhone`` and add
/// ``RuleUSPhone`` for US numbers (or call `useFieldKind(.usPhone)`).
public final class PhoneRow: StringFieldRow {
    /// Always ``RowKind/phone``.
    public override var kind: RowKind { .phone }
    /// Always true: surrounding spaces are removed before parsing.
    public override var trimsWhitespace: Bool { true }
}

/// A Twitter handle.
public final class TwitterRow: StringFieldRow {
    /// Always ``RowKind/twitter``.
    public override var kind: RowKind { .twitter }
    /// Always true: surrounding spaces are removed before parsing.
    public override var trimsWhitespace: Bool { true }
}

/// An account name.
public final class AccountRow: StringFieldRow {
    /// Always ``RowKind/account``.
    public override var kind: RowKind { .account }
    /// Always true: surrounding spaces are removed before parsing.
    public override var trimsWhitespace: Bool { true }
}

/// A postal code.
public final class ZipCodeRow: StringFieldRow {
    /// Always ``RowKind/zipCode``.
    public override var kind: RowKind { .zipCode }
    /// Always true: surrounding spaces are removed before parsing.
    public override var trimsWhitespace: Bool { true }
}

/// Several lines of text.
public final class TextAreaRow: StringFieldRow {
    /// Always ``RowKind/textArea``.
    public override var kind: RowKind { .textArea }
    /// How many lines front ends show at first.
    public var visibleLines: Int {
        get { kindSettings(Settings.self).visibleLines }
        set { changeKindSettings(Settings.self) { $0.visibleLines = newValue } }
    }

    /// How many lines a text area shows at first.
    struct Settings: RowKindSettings {
        var visibleLines = 3
    }

    /// A text field's hints, with how many lines show at first.
    public override var inputHints: RowInputHints {
        var hints = super.inputHints
        hints.lines = visibleLines
        return hints
    }

    /// How many lines show at first, besides a text field's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("visibleLines", \TextAreaRow.visibleLines, "How many lines front ends show at first.",
                     as: .wholeNumber(in: 1...100), example: 8),
        ]
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

}
