/// One line of text.
public final class TextRow: FieldRow<String> {
    public override var kind: RowKind { .text }
}

/// A person's name.
public final class NameRow: FieldRow<String> {
    public override var kind: RowKind { .name }
}

/// An email address; surrounding spaces are removed. Add ``RuleEmail`` to check it.
public final class EmailRow: FieldRow<String> {
    public override var kind: RowKind { .email }
    public override var trimsWhitespace: Bool { true }
}

/// A password: front ends hide what is typed.
public final class PasswordRow: FieldRow<String> {
    public override var kind: RowKind { .secureText }

    /// A bullet per character: the password itself is never displayed.
    public override func displayString(for value: String) -> String {
        String(repeating: "•", count: value.count)
    }
}

/// A phone number. Set ``FieldRow/textMask`` to ``TextMask/usPhone`` and add
/// ``RuleUSPhone`` for US numbers (or call `useFieldKind(.usPhone)`).
public final class PhoneRow: FieldRow<String> {
    public override var kind: RowKind { .phone }
    public override var trimsWhitespace: Bool { true }
}

/// A Twitter handle.
public final class TwitterRow: FieldRow<String> {
    public override var kind: RowKind { .twitter }
    public override var trimsWhitespace: Bool { true }
}

/// An account name.
public final class AccountRow: FieldRow<String> {
    public override var kind: RowKind { .account }
    public override var trimsWhitespace: Bool { true }
}

/// A postal code.
public final class ZipCodeRow: FieldRow<String> {
    public override var kind: RowKind { .zipCode }
    public override var trimsWhitespace: Bool { true }
}

/// Several lines of text.
public final class TextAreaRow: FieldRow<String> {
    public override var kind: RowKind { .textArea }
    /// How many lines front ends show at first.
    public var visibleLines = 3
}
