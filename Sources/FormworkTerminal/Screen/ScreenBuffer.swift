/// One cell of a screen: a character and its style.
public struct Cell: Hashable, Sendable {
    /// The character shown; nil in the second cell of a wide character, which the
    /// character in the cell before covers.
    public var character: Character?
    /// How the character looks.
    public var style: TextStyle

    /// A cell showing `character`.
    public init(_ character: Character?, style: TextStyle = .plain) {
        self.character = character
        self.style = style
    }

    /// An empty cell in the terminal's own style.
    public static let blank = Cell(" ")

    /// Whether the cell is the second half of a wide character.
    public var isContinuation: Bool { character == nil }
}

/// A grid of cells: what a terminal shows, or what it should show next.
///
/// Presenters and the form runner draw into a buffer; ``FrameEncoder`` compares it with
/// the one the terminal shows and writes only the difference. Tests read a buffer as
/// text (``lines``) and styles (``cell(row:column:)``).
public struct ScreenBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    var cells: [Cell]

    /// A blank buffer.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a row and column.
    public func cell(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// The cells of one row.
    func row(_ row: Int) -> ArraySlice<Cell> {
        cells[row * width ..< (row + 1) * width]
    }

    /// Writes `text` at a row from a column, clipped at the right edge, and returns
    /// the column after it. The text must already be sanitized (``TerminalText``). A
    /// wide character that would straddle the edge is left out, and a wide
    /// character half overwritten leaves a blank in its other half.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TextStyle = .plain) -> Int {
        guard row >= 0 && row < height else { return column }
        var column = column
        for character in text {
            let cellWidth = CellWidth.of(character)
            if cellWidth == 0 { continue }
            if column < 0 { column += cellWidth; continue }
            if column + cellWidth > width { break }
            set(Cell(character, style: style), row: row, column: column)
            if cellWidth == 2 { set(Cell(nil, style: style), row: row, column: column + 1) }
            column += cellWidth
        }
        return column
    }

    /// Writes a line of styled spans at a row from a column; returns the column after.
    @discardableResult
    public mutating func write(_ line: StyledLine, row: Int, column: Int = 0) -> Int {
        var column = column
        for span in line.spans { column = write(span.text, row: row, column: column, style: span.style) }
        return column
    }

    /// Fills columns of a row with blanks in a style (a highlighted row's background).
    public mutating func fill(row: Int, columns: Range<Int>, style: TextStyle) {
        guard row >= 0 && row < height else { return }
        for column in max(0, columns.lowerBound)..<min(width, columns.upperBound) {
            set(Cell(" ", style: style), row: row, column: column)
        }
    }

    /// Blanks every cell.
    public mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
    }

    /// Sets one cell, blanking the other half of a wide character it breaks.
    private mutating func set(_ cell: Cell, row: Int, column: Int) {
        let index = row * width + column
        let old = cells[index]
        if old.isContinuation && !cell.isContinuation && column > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        let isWide = cell.character.map { CellWidth.of($0) == 2 } ?? false
        if let character = old.character, CellWidth.of(character) == 2, !isWide, column + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Copies rows `from` to `to` within the buffer (a scrolled region), blanking the
    /// rows left behind.
    mutating func shiftRows(_ range: ClosedRange<Int>, by offset: Int) {
        let blankRow = Array(repeating: Cell.blank, count: width)
        if offset > 0 {
            // Content moves up: row r shows what row r + offset showed.
            for r in range {
                let source = r + offset
                let newRow = source <= range.upperBound ? Array(row(source)) : blankRow
                cells.replaceSubrange(r * width ..< (r + 1) * width, with: newRow)
            }
        } else if offset < 0 {
            for r in range.reversed() {
                let source = r + offset
                let newRow = source >= range.lowerBound ? Array(row(source)) : blankRow
                cells.replaceSubrange(r * width ..< (r + 1) * width, with: newRow)
            }
        }
    }

    /// Each row as plain text, without trailing spaces.
    public var lines: [String] {
        (0..<height).map(text(ofRow:))
    }

    /// One row as plain text, without trailing spaces.
    public func text(ofRow r: Int) -> String {
        var text = ""
        for cell in row(r) { if let character = cell.character { text.append(character) } }
        while text.last == " " { text.removeLast() }
        return text
    }
}
