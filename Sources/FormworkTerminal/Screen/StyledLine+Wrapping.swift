extension StyledLine {
    /// The line broken at spaces into lines of at most `width` columns, styles kept;
    /// lines after the first start with `indent` spaces, and a word wider than a
    /// line is cut. A line that fits is returned as it is.
    ///
    /// For the words that run long (footers, help, error messages): cut at the
    /// screen's edge, their end (a link's address, the point of a message) would
    /// be lost.
    func wrapped(to width: Int, indent: Int) -> [StyledLine] {
        guard self.width > width, width > indent + 1 else { return [self] }
        typealias Word = [(Character, TextStyle)]
        var leading: Word = []
        var words: [Word] = []
        var word: Word = []
        for span in spans {
            for character in span.text {
                if character == " " {
                    // Leading spaces indent, up to half the width.
                    if words.isEmpty && word.isEmpty && leading.count < width / 2 { leading.append((character, span.style)) }
                    if !word.isEmpty { words.append(word); word = [] }
                } else {
                    word.append((character, span.style))
                }
            }
        }
        if !word.isEmpty { words.append(word) }

        var lines: [StyledLine] = []
        var line: Word = leading
        var lineWidth = leading.count
        var lineHasWord = false
        let indentWord: Word = Array(repeating: (" ", .plain), count: indent)
        func breakLine() {
            lines.append(Self(joining: line))
            line = indentWord
            lineWidth = indent
            lineHasWord = false
        }
        for var word in words {
            var wordWidth = word.reduce(0) { $0 + CellWidth.of($1.0) }
            if lineHasWord && lineWidth + 1 + wordWidth > width { breakLine() }
            // A word wider than a whole line: as much as fits, then the rest below.
            while lineWidth + (lineHasWord ? 1 : 0) + wordWidth > width {
                if lineHasWord { breakLine() }
                var taken = 0, columns = 0
                while taken < word.count, lineWidth + columns + CellWidth.of(word[taken].0) <= width {
                    columns += CellWidth.of(word[taken].0)
                    taken += 1
                }
                guard taken > 0 else { break }
                line += word[..<taken]
                lineWidth += columns
                word.removeFirst(taken)
                wordWidth -= columns
                breakLine()
            }
            guard !word.isEmpty else { continue }
            if lineHasWord {
                line.append((" ", word[0].1))
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(Self(joining: line)) }
        return lines
    }

    /// A line of characters, neighbours of one style in one span. The characters
    /// come from spans already made safe.
    private init(joining characters: [(Character, TextStyle)]) {
        var spans: [Span] = []
        var text = ""
        var style: TextStyle?
        for (character, characterStyle) in characters {
            if characterStyle != style, let style {
                spans.append(Span(trusted: text, style: style))
                text = ""
            }
            style = characterStyle
            text.append(character)
        }
        if let style, !text.isEmpty { spans.append(Span(trusted: text, style: style)) }
        self.init(spans)
    }
}
