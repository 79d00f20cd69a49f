import Foundation

/// A whole number.
public final class IntRow: FieldRow<Int> {
    public override var kind: RowKind { .integer }
    public override var defaultInvalidInputMessage: String { "Enter a whole number." }

    public override func parse(text: String) -> Int? {
        Int(text)
    }
}

/// A decimal number.
public final class DecimalRow: FieldRow<Double> {
    public override var kind: RowKind { .decimal }
    public override var defaultInvalidInputMessage: String { "Enter a number." }

    /// Accepts plain decimal notation (`-12.5`, `3e4`), not `nan`, `inf` or hex.
    public override func parse(text: String) -> Double? {
        guard text.allSatisfy({ "0123456789.-+eE".contains($0) }), let d = Double(text), d.isFinite else { return nil }
        return d
    }

    public override func text(for value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A web address.
public final class URLRow: FieldRow<URL> {
    public override var kind: RowKind { .url }
    public override var defaultInvalidInputMessage: String { "Enter a valid URL." }

    public override func parse(text: String) -> URL? {
        guard !text.contains(where: \.isWhitespace) else { return nil }
        return URL(string: text)
    }

    public override func text(for value: URL) -> String { value.absoluteString }
}
