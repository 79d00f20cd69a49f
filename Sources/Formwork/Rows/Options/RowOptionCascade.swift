/// One option of a cascading picker's column, with the options the next column
/// offers once it is chosen (none in the last column). See
/// ``BaseRow/optionCascade(limit:)``.
public struct RowOptionCascade: Sendable {
    /// The option: its key, title and condition value.
    public var option: RowOption
    /// What the next column offers once this option is chosen.
    public var next: [RowOptionCascade]

    /// An option and what it offers next.
    public init(_ option: RowOption, next: [RowOptionCascade] = []) {
        self.option = option
        self.next = next
    }

    /// The options of a last column, which offer nothing after them.
    static func leaves(_ list: RowOptionList) -> [RowOptionCascade] {
        list.options.map { RowOptionCascade($0) }
    }
}
