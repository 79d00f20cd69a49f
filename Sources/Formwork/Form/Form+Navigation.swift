/// Which rows ``Form/nextRow(for:options:)`` and ``Form/previousRow(for:options:)`` may stop at.
public struct RowNavigationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Stop at disabled rows too (by default they are skipped).
    public static let stopAtDisabledRows = RowNavigationOptions(rawValue: 1)
    /// Skip rows that cannot take focus, such as labels.
    public static let skipRowsThatCannotTakeFocus = RowNavigationOptions(rawValue: 2)
}

extension Form {
    /// The next visible row after `row`, across sections; nil at the end.
    public func nextRow(for row: BaseRow, options: RowNavigationOptions = [.skipRowsThatCannotTakeFocus]) -> BaseRow? {
        neighbour(of: row, step: 1, options: options)
    }

    /// The previous visible row before `row`, across sections; nil at the start.
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
                let disabledOK = options.contains(.stopAtDisabledRows) || !candidate.isDisabled
                let focusOK = !options.contains(.skipRowsThatCannotTakeFocus) || candidate.canTakeFocus
                if disabledOK && focusOK { return candidate }
                rowIndex += step
            }
            sectionIndex += step
            rowIndex = step > 0 ? 0 : Int.max
        }
        return nil
    }
}
