import Formwork

/// The lines of a place in the form, and where the cursor stands among them.
struct PlaceLines {
    var lines: [StyledLine]
    var cursor: ScreenCursor?
    /// A value drawn over one of the lines from a column (a row's value at the right),
    /// rather than padded to it with spaces.
    var value: (line: Int, column: Int, text: StyledLine)?
}

extension FormScene {
    // MARK: Lines

    func context(for row: BaseRow, width: Int? = nil, title: StyledLine? = nil) -> TerminalRowContext {
        let width = width ?? self.width
        let taken = 2 + (title ?? titleLine(of: row)).width + 2
        return TerminalRowContext(palette: palette, isFocused: row === focus,
                                  valueWidth: max(1, width - taken - 1), lineWidth: width)
    }

    /// A row's title as drawn: required rows marked.
    private func titleLine(of row: BaseRow) -> StyledLine {
        // An inline picker is drawn as part of the row above it, which has the title.
        if row.isInlinePicker { return StyledLine([Span(trusted: "↳", style: palette.secondary)]) }
        var line: StyledLine
        if row.kind != .button, form.textMarkup == .markdown, let title = row.richTitle {
            // One line with the value beside it: a link's words, without its address.
            line = StyledLine(title.singleLine, style: palette.title, palette: palette, addresses: false)
        } else {
            line = StyledLine(TerminalText.oneLine(row.displayTitle ?? ""), style: row.kind == .button ? palette.accent : palette.title)
        }
        if row.isRequired { line.spans.append(Span(trusted: " *", style: palette.secondary)) }
        return line
    }

    /// The lines a place among `shown` draws at `width`.
    func lines(of item: LayoutItem, in shown: ShownSections, width: Int) -> PlaceLines {
        if item.section < 0 { return PlaceLines(lines: topLines(width: width)) }
        let section = shown[item.section]
        if item.slot < 0 {
            var lines: [StyledLine] = item.section == shown.range.lowerBound ? [] : [StyledLine()]
            if let header = section.richHeader, !header.runs.isEmpty {
                lines.append(contentsOf: StyledLine.paragraph(header, style: palette.title, palette: palette, indent: 0, width: width - 1))
            }
            return PlaceLines(lines: lines)
        }
        if item.slot >= section.count {
            guard let footer = section.richFooter, !footer.runs.isEmpty else { return PlaceLines(lines: []) }
            return PlaceLines(lines: StyledLine.paragraph(footer, style: palette.secondary, palette: palette, indent: 2, width: width - 1))
        }
        let row = section[item.slot]
        if let neighbour = lineNeighbour(of: row, width: width) {
            // Two half rows share the first one's place; the second has no lines of its own.
            return neighbour.isFirst ? pairLines(row, neighbour.row, width: width) : PlaceLines(lines: [])
        }
        if row === focus { return rowLines(row, width: width) }
        if let kept = drawn.lines(of: row, width: width) { return kept }
        let made = rowLines(row, width: width)
        drawn.keep(made, of: row)
        return made
    }

    /// The form's own lines: where a nested form was opened from, the title, where
    /// the page is on the path, and errors of the whole form.
    private func topLines(width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let opener = nested.last?.opener {
            lines.append(StyledLine([Span("‹ " + root.messages.keyboard.escapeKey + "  ", style: palette.secondary), Span(opener.displayTitle ?? "", style: palette.title)]))
        } else {
            if let title = root.displayTitle, !title.isEmpty { lines.append(StyledLine(title, style: palette.title)) }
            if let journey, !journey.isAtReview { lines.append(progressLine(journey.progress, width: width)) }
        }
        for error in form.formErrors {
            lines.append(StyledLine([Span(trusted: "✗ ", style: palette.invalid), Span(error.msg, style: palette.invalid)]))
        }
        return lines
    }

    private func rowLines(_ row: BaseRow, width: Int) -> PlaceLines {
        let focused = row === focus
        let cell = row.cellForDrawing()
        var rowTitle = titleLine(of: row)
        let context = context(for: row, width: width, title: rowTitle)
        let drawing = presenters.presenter(for: row).draw(row, state: focused ? state : TerminalRowState(), context: context)
        var pointer = focused ? palette.accent : .plain
        var value = drawing.value.truncated(to: context.valueWidth)
        if let text = cell?.style.textColor { rowTitle = recolored(rowTitle, palette.style(for: text), all: true) }
        if let tint = cell?.style.tintColor {
            let style = palette.style(for: tint)
            value = recolored(value, style, all: false)
            if focused { pointer.foreground = style.foreground }
        }
        var title = StyledLine([Span(trusted: focused ? "❯ " : "  ", style: pointer)])
        title.append(rowTitle)
        let valueColumn = max(title.width + 2, width - 1 - value.width)
        var lines = [row.isDisabled ? dimmed(title) : title]
        var cursor: ScreenCursor?
        if focused, let at = drawing.cursor {
            cursor = at.line.map { ScreenCursor(row: 1 + $0, column: at.column) } ?? ScreenCursor(row: 0, column: valueColumn + at.column)
        }
        lines.append(contentsOf: drawing.lines)
        if focused, let help = row.richHelp, !help.runs.isEmpty {
            lines.append(contentsOf: StyledLine.paragraph(help, style: palette.secondary, palette: palette, indent: 4, width: width - 1))
        }
        for error in row.validationErrors {
            for (index, text) in TerminalText.lines(error.msg).enumerated() {
                lines.append(contentsOf: StyledLine([Span(trusted: index == 0 ? "    ✗ " : "      ", style: palette.invalid), Span(String(text), style: palette.invalid)])
                    .wrapped(to: width - 1, indent: 6))
            }
        }
        return PlaceLines(lines: lines, cursor: cursor, value: (0, valueColumn, row.isDisabled ? dimmed(value) : value))
    }

    /// The narrowest terminal that draws two half rows on one line; narrower, they stack.
    static let pairWidth = 60

    /// The half row `row` shares its line with at `width`, if any. Rows stack when
    /// the terminal is narrow, and while either shows errors, which need the width.
    func lineNeighbour(of row: BaseRow, width: Int) -> (row: BaseRow, isFirst: Bool)? {
        guard width >= Self.pairWidth, let neighbour = row.lineNeighbour,
              row.validationErrors.isEmpty, neighbour.row.validationErrors.isEmpty else { return nil }
        return neighbour
    }

    /// Two half rows side by side, each in its half of the line less a gap. Drawn
    /// afresh each frame: kept lines are forgotten row by row, and these are two rows'.
    private func pairLines(_ first: BaseRow, _ second: BaseRow, width: Int) -> PlaceLines {
        let gap = 2
        let leftWidth = (width - gap) / 2, rightWidth = width - gap - leftWidth
        let left = rowLines(first, width: leftWidth), right = rowLines(second, width: rightWidth)
        let leftLines = flattened(left, width: leftWidth), rightLines = flattened(right, width: rightWidth)
        var lines: [StyledLine] = []
        for index in 0..<max(leftLines.count, rightLines.count) {
            var line = index < leftLines.count ? leftLines[index] : StyledLine(String(repeating: " ", count: leftWidth))
            line.append(String(repeating: " ", count: gap))
            if index < rightLines.count { line.append(rightLines[index]) }
            lines.append(line)
        }
        var cursor = left.cursor
        if let at = right.cursor { cursor = ScreenCursor(row: at.row, column: leftWidth + gap + at.column) }
        return PlaceLines(lines: lines, cursor: cursor)
    }

    /// A place's lines with its value drawn in, each cut or padded to `width` columns.
    private func flattened(_ place: PlaceLines, width: Int) -> [StyledLine] {
        place.lines.indices.map { index in
            var line = place.lines[index].truncated(to: width)
            if let value = place.value, value.line == index, value.column < width {
                line = line.truncated(to: value.column)
                line.append(String(repeating: " ", count: value.column - line.width))
                line.append(value.text)
                line = line.truncated(to: width)
            }
            if line.width < width { line.append(String(repeating: " ", count: width - line.width)) }
            return line
        }
    }

    /// `line` in the colour of `style` (a cell's colour role): every span, or only
    /// those in the terminal's own colour (a value, whose errors keep theirs).
    private func recolored(_ line: StyledLine, _ style: TextStyle, all: Bool) -> StyledLine {
        guard let color = style.foreground else { return line }
        var line = line
        for index in line.spans.indices where all || line.spans[index].style.foreground == nil {
            line.spans[index].style.foreground = color
        }
        return line
    }

    private func dimmed(_ line: StyledLine) -> StyledLine {
        var line = line
        for index in line.spans.indices { line.spans[index].style.dim = true }
        return line
    }

    // MARK: Frames

    func height(width: Int, limit: Int) -> Int {
        if let overlay { return max(min(limit, 4), overlay.scene.height(width: width, limit: limit)) }
        if isAtReview { return max(1, min(limit, reviewLines(width: width).lines.count + 1)) }
        let shown = shown
        var total = 1
        var item: LayoutItem? = .top
        while let current = item, total < limit {
            total += lines(of: current, in: shown, width: width).lines.count
            item = current.next(in: shown)
        }
        return max(1, min(limit, total))
    }

    mutating func draw(into buffer: inout ScreenBuffer) -> ScreenCursor? {
        width = buffer.width
        if var open = overlay {
            let cursor = open.scene.draw(into: &buffer)
            overlay = open
            return cursor
        }
        settleFocus()
        let listHeight = buffer.height > 1 ? buffer.height - 1 : 1
        if isAtReview {
            drawReview(into: &buffer, height: listHeight)
            if buffer.height > 1 { buffer.write(statusLine().truncated(to: buffer.width), row: buffer.height - 1) }
            return nil
        }
        let shown = shown
        var placed: [LayoutItem: PlaceLines] = [:]
        placed.reserveCapacity(2 * listHeight)
        func lines(_ item: LayoutItem) -> PlaceLines {
            if let known = placed[item] { return known }
            let made = self.lines(of: item, in: shown, width: buffer.width)
            placed[item] = made
            return made
        }
        // The second of two half rows on one line is drawn in the first one's place.
        let focusItem = focus.flatMap { row in
            lineNeighbour(of: row, width: buffer.width).flatMap { $0.isFirst ? nil : LayoutItem(row: $0.row) }
                ?? LayoutItem(row: row)
        }
        if let focusItem { lastFocusItem = focusItem }
        let anchored = topAnchor.item(in: shown)
        var (top, skip) = anchored.map { ($0, topSkip) } ?? (focusItem ?? .top, 0)
        if let focusItem {
            if focusItem < top || (focusItem == top && skip > 0) {
                // Moving up past the view: the focus goes on top, with its header when
                // it is the first row of its section.
                (top, skip) = (focusItem.slot == 0 ? LayoutItem(section: focusItem.section, slot: -1) : focusItem, 0)
            } else if !fits(from: top, skipping: skip, reach: focusItem, within: listHeight, shown, lines) {
                // Moving down past the view: the focus goes at the bottom.
                (top, skip) = self.top(placing: focusItem, atTheBottomOf: listHeight, shown, lines)
            }
        }
        if !fits(from: top, skipping: skip, reach: nil, within: listHeight, shown, lines), let last = lastItem(of: shown) {
            // Room left below the form's end (the window grew, rows went): the view
            // comes down to end with the form.
            (top, skip) = self.top(placing: last, atTheBottomOf: listHeight, shown, lines)
        }
        topAnchor = LayoutAnchor(top, in: shown)
        topSkip = skip
        var row = 0
        var cursor: ScreenCursor?
        var item: LayoutItem? = top
        while let current = item, row < listHeight {
            let place = lines(current)
            for (index, line) in place.lines.enumerated() where index >= (current == top ? skip : 0) && row < listHeight {
                buffer.write(line.truncated(to: buffer.width), row: row)
                if let value = place.value, value.line == index { buffer.write(value.text, row: row, column: value.column) }
                if let at = place.cursor, at.row == index { cursor = ScreenCursor(row: row, column: min(at.column, buffer.width - 1)) }
                row += 1
            }
            item = current.next(in: shown)
        }
        if buffer.height > 1 { buffer.write(statusLine().truncated(to: buffer.width), row: buffer.height - 1) }
        return cursor
    }

    /// Whether the lines from `top` (less `skip` of its own) take in `target` whole
    /// within `height` lines; with no target, whether they fill the `height` lines.
    private func fits(from top: LayoutItem, skipping skip: Int, reach target: LayoutItem?, within height: Int,
                      _ shown: ShownSections, _ lines: (LayoutItem) -> PlaceLines) -> Bool {
        var used = -skip
        var item: LayoutItem? = top
        while let current = item, used < height {
            used += lines(current).lines.count
            if current == target { return used <= height }
            item = current.next(in: shown)
        }
        return target == nil && used >= height
    }

    /// The first place in view, and the lines of it left out, that put `item`'s last
    /// line on the last of `height` lines (or the form's top at the top, when it is
    /// shorter).
    private func top(placing item: LayoutItem, atTheBottomOf height: Int,
                     _ shown: ShownSections, _ lines: (LayoutItem) -> PlaceLines) -> (LayoutItem, Int) {
        var remaining = height - lines(item).lines.count
        var top = item
        var previous = item.previous(in: shown)
        while remaining > 0, let current = previous {
            let count = lines(current).lines.count
            top = current
            if count > remaining { return (current, count - remaining) }
            remaining -= count
            previous = current.previous(in: shown)
        }
        return (top, 0)
    }

    /// The last place shown: the last section's footer.
    private func lastItem(of shown: ShownSections) -> LayoutItem? {
        guard let last = shown.range.last else { return nil }
        return LayoutItem(section: last, slot: shown[last].count)
    }

    /// The line of hints: the keys of the row with focus and of the form, or a note.
    private func statusLine() -> StyledLine {
        // A note of the form's (errors to fix) or of the row's presenter (a refused
        // key, a file that could not be read) stands in for the hints until the next key.
        if let note = note ?? state.note { return StyledLine([Span(trusted: "  "), Span(note, style: palette.invalid)]) }
        let words = root.messages.keyboard
        var parts: [String] = []
        if let focus {
            let hints = presenters.presenter(for: focus).hints(for: focus, state: state)
            if !hints.isEmpty { parts.append(hints) }
            if !focus.rowActions.isEmpty, !focus.isDisabled { parts.append(words.hints(("Ctrl-O", words.actions))) }
            if let group = focus.section, let index = group.itemIndex(of: focus) {
                // The edits this item allows now, as the web offers its buttons.
                let edits = group.itemEdits(at: index)
                if !edits.isDisjoint(with: [.moveUp, .moveDown]) { parts.append(words.hints(("Alt-↑↓", words.move))) }
                if edits.contains(.delete) { parts.append(words.hints(("Ctrl-X", words.delete))) }
                if edits.contains(.addAfter) { parts.append(words.hints(("Ctrl-N", words.add))) }
            }
        }
        parts.append(formHints(words))
        return StyledLine([Span(trusted: "  "), Span(parts.joined(separator: " · "), style: palette.secondary)])
    }

    // MARK: Summary

    func summary(width: Int, cancelled: Bool) -> [StyledLine] {
        let words = root.messages.keyboard
        let title = root.displayTitle ?? words.form
        if cancelled {
            return [StyledLine([Span(trusted: "✖ ", style: palette.invalid), Span(title, style: palette.title),
                                Span(" (" + words.cancelled + ")", style: palette.secondary)])]
        }
        var lines = [StyledLine([Span(trusted: "✔ ", style: palette.valid), Span(title, style: palette.title)])]
        if let journey {
            // The answers on the path, as the review listed them.
            for answer in journey.review {
                guard let text = answer.answer else { continue }
                var line = StyledLine([Span(trusted: "  "), Span(answer.question ?? answer.tag, style: palette.secondary), Span(trusted: ": ")])
                line.append(text, style: palette.accent)
                lines.append(line)
            }
            return lines
        }
        for row in root.rows where (row.valueClass != .none || row.nestedForm != nil) && !row.isInlinePicker {
            guard let answer = row.answerText, !answer.isEmpty else { continue }
            var line = StyledLine([Span(trusted: "  "), Span(row.displayTitle ?? row.tag ?? "", style: palette.secondary), Span(trusted: ": ")])
            line.append(answer, style: palette.accent)
            lines.append(line)
        }
        return lines
    }
}
