/// How much of a line a row takes: the whole line, or half of it so that two
/// rows share one (RSFormView's `isHalfField` and `TwoTextFieldCellItem`: a first
/// and a last name side by side).
///
/// Two half rows in a row of the same section share a line; a half row next to a
/// whole one takes half a line on its own. Where there is no room for two (a
/// narrow window, a narrow terminal) rows stack, each on its own line, and read in
/// the same order either way.
public enum RowWidth: String, Sendable, Hashable, CaseIterable {
    /// The whole line: every row's width unless set.
    case full
    /// Half a line, beside another half row when there is room.
    case half
}

extension BaseRow {
    /// How much of a line the row takes; ``RowWidth/full`` unless set.
    ///
    /// ```swift
    /// section <<< NameRow("first") { $0.title = "First name"; $0.width = .half }
    ///         <<< NameRow("last") { $0.title = "Last name"; $0.width = .half }
    /// ```
    public var width: RowWidth {
        get { readSettings { $0.width } ?? .full }
        set {
            guard newValue != width else { return }
            changeDefinition { $0.changeRare { $0.width = newValue } }
            notifyUpdated(.settings)
        }
    }

    /// The visible row this one shares a line with when there is room for two, as
    /// front ends lay rows out: for a half row, the half row just before it (if that
    /// one does not already share its line with the row before it) or just after it.
    /// Nil for a whole row, a hidden one, or a half row alone between whole ones.
    public var lineNeighbour: (row: BaseRow, isFirst: Bool)? {
        guard width == .half, let section, let index = section.visibleIndex(of: self) else { return nil }
        // Half rows pair up from the start of each run of them: the first and the
        // second, the third and the fourth.
        var start = index
        while start > 0, section[start - 1].width == .half { start -= 1 }
        let isFirst = (index - start) % 2 == 0
        let other = isFirst ? index + 1 : index - 1
        guard other < section.count, section[other].width == .half else { return nil }
        return (section[other], isFirst)
    }
}
