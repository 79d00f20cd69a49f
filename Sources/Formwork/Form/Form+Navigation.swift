/// How ``Form/nextRow(for:options:)`` and ``Form/previousRow(for:options:)`` treat
/// rows a person cannot move to, as Eureka's navigation options do.
public struct RowNavigationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Navigation ends at a disabled row: the answer is nil there. Without it,
    /// disabled rows are skipped.
    public static let stopAtDisabledRows = RowNavigationOptions(rawValue: 1)
    /// Rows that cannot take focus (labels) are skipped. Without it, navigation ends
    /// at such a row: the answer is nil there.
    public static let skipRowsThatCannotTakeFocus = RowNavigationOptions(rawValue: 2)
}

extension Form {
    /// The next visible row after `row` that a person can move to, across sections;
    /// nil at the end, or where the options say navigation ends.
    ///
    /// - Complexity: O(log *n*) to find the row, then O(1) per row skipped.
    public func nextRow(for row: BaseRow, options: RowNavigationOptions = [.skipRowsThatCannotTakeFocus]) -> BaseRow? {
        neighbour(of: row, step: 1, options: options)
    }

    /// The previous visible row before `row` that a person can move to, across
    /// sections; nil at the start, or where the options say navigation ends.
    public func previousRow(for row: BaseRow, options: RowNavigationOptions = [.skipRowsThatCannotTakeFocus]) -> BaseRow? {
        neighbour(of: row, step: -1, options: options)
    }

    private func neighbour(of row: BaseRow, step: Int, options: RowNavigationOptions) -> BaseRow? {
        guard let start = row.position else { return nil }
        var sectionIndex = start.section
        var rowIndex = start.row + step
        while sectionIndex >= 0 && sectionIndex < visibleSections.count {
            let rows = visibleSections[sectionIndex].visibleRows
            if step < 0 && rowIndex == Int.max { rowIndex = rows.count - 1 }
            while rowIndex >= 0 && rowIndex < rows.count {
                let candidate = rows[rowIndex]
                if candidate.isDisabled {
                    if options.contains(.stopAtDisabledRows) { return nil }
                } else if !candidate.canTakeFocus {
                    if !options.contains(.skipRowsThatCannotTakeFocus) { return nil }
                } else {
                    return candidate
                }
                rowIndex += step
            }
            sectionIndex += step
            rowIndex = step > 0 ? 0 : Int.max
        }
        return nil
    }
}
