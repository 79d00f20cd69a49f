import Foundation

/// A whole number.
public final class IntRow: FieldRow<Int> {
    /// Always ``RowKind/integer``.
    public override var kind: RowKind { .integer }
    /// Always "Enter a whole number."
    public override var defaultInvalidInputMessage: String { "Enter a whole number." }

    /// Reads digits with an optional sign; nil for anything else or a number beyond
    /// `Int`'s range.
    public override func parse(text: String) -> Int? {
        Int(text)
    }
}

/// A decimal number.
public final class DecimalRow: FieldRow<Double> {
    /// Always ``RowKind/decimal``.
    public override var kind: RowKind { .decimal }
    /// Always "Enter a number."
    public override var defaultInvalidInputMessage: String { "Enter a number." }

    /// Accepts plain decimal notation (`-12.5`, `3e4`), not `nan`, `inf` or hex.
    public override func parse(text: String) -> Double? {
        guard text.allSatisfy({ "0123456789.-+eE".contains($0) }), let d = Double(text), d.isFinite else { return nil }
        return d
    }

    /// Whole values without a trailing `.0` (`12`), others as Swift writes them (`12.5`).
    public override func text(for value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A web address.
public final class URLRow: FieldRow<URL> {
    /// Always ``RowKind/url``.
    public override var kind: RowKind { .url }
    /// Always "Enter a valid URL."
    public override var defaultInvalidInputMessage: String { "Enter a valid URL." }

    /// Reads text with `URL(string:)`; text containing whitespace does not parse.
    public override func parse(text: String) -> URL? {
        guard !text.contains(where: \.isWhitespace) else { return nil }
        return URL(string: text)
    }

    /// The URL's `absoluteString`.
    public override func text(for value: URL) -> String { value.absoluteString }
}
