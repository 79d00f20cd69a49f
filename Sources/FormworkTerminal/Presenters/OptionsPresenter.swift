import Formwork

/// Rows with options: selectors, pickers, segmented rows, multiple selectors, cascading
/// pickers, and custom rows that offer options.
///
/// A segmented row shows every option on its line: ←/→ choose (or, in a multiple
/// selection, move, and Space chooses). A picker row cycles with ←/→. Every other
/// option row opens its list with Enter or Space: a list to filter for selectors,
/// a list of choices for alerts and action sheets, one list after the other for
/// cascading pickers.
struct OptionsPresenter: TerminalRowPresenter {
    func focus(_ row: BaseRow, state: inout TerminalRowState) {
        // A segmented row's highlight starts on its first chosen option.
        state.field = row.optionLists.first?.options.firstIndex(where: \.isSelected) ?? 0
    }

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let palette = context.palette
        let lists = row.optionLists
        if let segmented = segmentedLine(lists, of: row, highlight: context.isFocused ? state.field : nil, context: context) {
            return TerminalRowDrawing(value: segmented)
        }
        let chosen = lists.map { $0.options.filter(\.isSelected).map(\.title).joined(separator: ", ") }.filter { !$0.isEmpty }
        var value = StyledLine()
        if chosen.isEmpty {
            value.append(row.placeholder ?? row.messages.choose, style: palette.secondary)
        } else {
            value.append(chosen.joined(separator: " · "))
        }
        if cycles(row) {
            value.spans.insert(Span(trusted: "‹ ", style: palette.secondary), at: 0)
            value.spans.append(Span(trusted: " ›", style: palette.secondary))
        } else {
            value.spans.append(Span(trusted: " ▾", style: palette.secondary))
        }
        return TerminalRowDrawing(value: value)
    }

    /// Every option on one line, the chosen ones marked and the highlighted one
    /// underlined.
    private func segments(_ list: RowOptionList, highlight: Int?, palette: TerminalPalette) -> StyledLine {
        var line = StyledLine()
        for (index, option) in list.options.enumerated() {
            if index > 0 { line.spans.append(Span(trusted: " ", style: .plain)) }
            var style = option.isSelected ? palette.accent : palette.secondary
            if option.isSelected { style.reverse = true }
            if index == highlight && list.allowsMultipleSelection { style.underline = true }
            line.spans.append(Span(trusted: " ", style: style))
            line.spans.append(Span(option.title, style: style))
            line.spans.append(Span(trusted: " ", style: style))
        }
        return line
    }

    /// The options on the row's line, for a segmented row whose options fit; nil
    /// otherwise (the row opens a list instead).
    private func segmentedLine(_ lists: [RowOptionList], of row: BaseRow, highlight: Int?, context: TerminalRowContext) -> StyledLine? {
        guard row.presentation == .segmented, lists.count == 1 else { return nil }
        let line = segments(lists[0], highlight: highlight, palette: context.palette)
        return line.width <= context.valueWidth ? line : nil
    }

    /// Whether ←/→ step through the options in place: a single-selection picker.
    private func cycles(_ row: BaseRow) -> Bool {
        let lists = row.optionLists
        guard lists.count == 1, !lists[0].allowsMultipleSelection else { return false }
        return row.presentation == .picker || row.presentation == .inputPicker || row.presentation == .segmented
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard case .key(let press) = event, press.modifiers.isSubset(of: .shift) else { return .ignored }
        let lists = row.optionLists
        guard let first = lists.first else { return .ignored }
        if first.allowsMultipleSelection && segmentedLine(lists, of: row, highlight: nil, context: context) != nil {
            switch press.key {
            case .left: state.field = max(0, state.field - 1)
            case .right: state.field = min(first.options.count - 1, state.field + 1)
            case .character(" "):
                guard first.options.indices.contains(state.field) else { return .handled }
                let option = first.options[state.field]
                if option.isSelected { try? row.deselectOption(key: option.key) } else { try? row.selectOption(key: option.key) }
            case .enter: return .moveOn
            default: return .ignored
            }
            return .handled
        }
        if cycles(row), press.key == .left || press.key == .right {
            guard !first.options.isEmpty else { return .handled }
            let current = first.options.firstIndex(where: \.isSelected)
            let step = press.key == .left ? -1 : 1
            let next = current.map { ($0 + step + first.options.count) % first.options.count } ?? 0
            try? row.selectOption(key: first.options[next].key)
            state.field = next
            return .handled
        }
        switch press.key {
        case .enter where row.presentation == .segmented && !first.allowsMultipleSelection: return .moveOn
        case .enter, .character(" "): return .openChoices(list: 0)
        default: return .ignored
        }
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let lists = row.optionLists
        let words = row.messages.keyboard
        if row.presentation == .segmented && lists.first?.allowsMultipleSelection == true {
            return words.hints(("←→", words.move), (words.spaceKey, words.choose))
        }
        if cycles(row) {
            return row.presentation == .segmented ? words.hints(("←→", words.choose))
                : words.hints(("←→", words.choose), (words.enterKey, words.list))
        }
        return words.hints((words.enterKey, words.choose))
    }
}
