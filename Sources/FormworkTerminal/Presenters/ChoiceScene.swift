import Formwork

/// A list of choices as a scene of its own: a title line with what was typed to
/// filter, the options in view, and a line that says where the highlight is.
struct ChoiceScene: TerminalScene {
    var list: ChoiceList
    let title: String
    let palette: TerminalPalette
    /// The most options in view, whatever room the last frame had.
    let preferredViewHeight: Int
    /// Whether typing filters the options; alerts and action sheets are short lists.
    let isFilterable: Bool
    /// The words of the row's form.
    let words: KeyboardWords
    private(set) var result: [String]?

    init(title: String, list: RowOptionList, palette: TerminalPalette, viewHeight: Int = 10, isFilterable: Bool = true,
         words: KeyboardWords = FormMessages.english.keyboard) {
        self.title = title
        self.words = words
        self.palette = palette
        self.isFilterable = isFilterable
        preferredViewHeight = max(1, viewHeight)
        self.list = ChoiceList(list, viewHeight: viewHeight)
    }

    func height(width: Int, limit: Int) -> Int {
        min(limit, max(1, min(list.unfilteredCount, preferredViewHeight)) + 2)
    }

    mutating func draw(into buffer: inout ScreenBuffer) -> ScreenCursor? {
        if buffer.height < 3 {
            // No room for the title and the status: the highlighted option alone.
            list.viewHeight = 1
            if list.matchCount > 0 {
                buffer.write(line(for: list.entries[list.highlight], highlighted: true).truncated(to: buffer.width), row: 0)
            }
            return nil
        }
        list.viewHeight = max(1, buffer.height - 2)
        var heading = StyledLine([Span(trusted: "? ", style: palette.accent), Span(title, style: palette.title), Span(trusted: " ")])
        if isFilterable && list.filter.isEmpty {
            heading.spans.append(Span("(" + words.typeToFilter + ")", style: palette.secondary))
        } else if isFilterable {
            heading.append(list.filter, style: TextStyle(underline: true))
        }
        buffer.write(heading.truncated(to: buffer.width), row: 0)
        let end = min(list.entries.count, list.top + list.viewHeight)
        var row = 1
        for index in list.top..<end {
            buffer.write(line(for: list.entries[index], highlighted: index == list.highlight).truncated(to: buffer.width), row: row)
            row += 1
        }
        if list.matchCount == 0 {
            buffer.write(StyledLine("  " + words.noOptionMatches, style: palette.secondary), row: 1)
        }
        let status = list.matchCount == 0 ? "" : words.position(list.highlightedPosition, list.matchCount)
        var footer = StyledLine([Span("  " + status, style: palette.secondary)])
        let keys = list.allowsMultipleSelection
            ? words.hints((words.spaceKey, words.choose), (words.enterKey, words.done), (words.escapeKey, words.cancel))
            : words.hints((words.enterKey, words.choose), (words.escapeKey, words.cancel))
        footer.spans.append(Span("  " + keys, style: palette.secondary))
        buffer.write(footer.truncated(to: buffer.width), row: buffer.height - 1)
        return nil
    }

    private func line(for entry: ChoiceList.Entry, highlighted: Bool) -> StyledLine {
        switch entry {
        case .header(let header):
            return StyledLine([Span(header, style: palette.title)])
        case .option(let index):
            let option = list.options[index]
            var line = StyledLine()
            line.spans.append(Span(trusted: highlighted ? "❯ " : "  ", style: palette.accent))
            if list.allowsMultipleSelection {
                line.spans.append(Span(trusted: list.isChosen(option) ? "◉ " : "◯ ", style: list.isChosen(option) ? palette.accent : .plain))
            }
            line.spans.append(Span(option.title, style: highlighted ? palette.accent : .plain))
            return line
        }
    }

    mutating func handle(_ event: TerminalEvent) -> SceneStep {
        switch event {
        case .paste(let text) where isFilterable:
            list.setFilter(list.filter + text.filter { $0 != "\n" })
        case .key(let press):
            switch (press.key, press.modifiers) {
            case (.up, _), (.tab, .shift): list.move(by: -1)
            case (.down, _), (.tab, []): list.move(by: 1)
            case (.pageUp, _): list.pageUp()
            case (.pageDown, _): list.pageDown()
            case (.home, _): list.moveToFirst()
            case (.end, _): list.moveToLast()
            case (.escape, _): return .cancel
            case (.enter, _):
                if list.allowsMultipleSelection {
                    result = list.options.filter(list.isChosen).map(\.key)
                    return .finish
                }
                guard let option = list.highlighted else { return .stay }
                result = [option.key]
                return .finish
            case (.character(" "), []) where list.allowsMultipleSelection:
                list.toggleHighlighted()
            case (.backspace, _):
                if !list.filter.isEmpty { list.setFilter(String(list.filter.dropLast())) }
            case (.character("u"), .control):
                list.setFilter("")
            case (.character(let character), let modifiers) where modifiers.isSubset(of: .shift) && isFilterable:
                list.setFilter(list.filter + String(character))
            default: break
            }
        default: break
        }
        return .stay
    }

    func summary(width: Int, cancelled: Bool) -> [StyledLine] {
        var line = StyledLine([Span(trusted: "? ", style: palette.accent), Span(title, style: palette.title), Span(trusted: " ")])
        if cancelled {
            line.spans.append(Span("(" + words.cancelled + ")", style: palette.secondary))
        } else {
            let titles = list.options.filter { result?.contains($0.key) ?? false }.map(\.title)
            line.append(titles.joined(separator: ", "), style: palette.accent)
        }
        return [line]
    }
}
