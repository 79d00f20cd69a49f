import Synchronization

/// One cell of a screen: a character and its style.
public struct Cell: Hashable, Sendable {
    // Cells are plain numbers, copied and compared as such: a frame is thousands of
    // them, compared with the last on every key. A character is its first Unicode
    // scalar; one of several scalars (an accent, a joined emoji, a flag) is numbered
    // in a table of such characters instead. A scalar of 0 marks the second half of a
    // wide character.
    private var scalar: UInt32
    private var cluster: UInt32
    /// Whether the character takes two columns.
    public private(set) var isWide: Bool
    /// How the character looks.
    public var style: TextStyle

    /// A cell showing `character`, or the second half of a wide character when nil.
    public init(_ character: Character?, style: TextStyle = .plain) {
        if let character {
            self.init(character, width: CellWidth.of(character), style: style)
        } else {
            self.init(continuationWithStyle: style)
        }
    }

    private init(continuationWithStyle style: TextStyle) {
        scalar = 0
        cluster = 0
        isWide = false
        self.style = style
    }

    /// A cell of one printable ASCII character.
    init(ascii: UInt8, style: TextStyle) {
        scalar = UInt32(ascii)
        cluster = 0
        isWide = false
        self.style = style
    }

    /// A cell of a scalar that is a character of its own.
    init(scalar: Unicode.Scalar, isWide: Bool, style: TextStyle) {
        self.scalar = scalar.value
        cluster = 0
        self.isWide = isWide
        self.style = style
    }

    init(_ character: Character, width: Int, style: TextStyle) {
        let scalars = character.unicodeScalars
        scalar = scalars.first!.value
        cluster = scalars.count > 1 ? ClusterTable.number(of: character) : 0
        isWide = width >= 2
        self.style = style
    }

    /// The character shown; nil in the second cell of a wide character, which the
    /// character in the cell before covers.
    public var character: Character? {
        if cluster != 0 { return ClusterTable.character(numbered: cluster) }
        guard scalar != 0, let first = Unicode.Scalar(scalar) else { return nil }
        return Character(first)
    }

    /// Appends the character's UTF-8 bytes.
    func appendCharacter(to bytes: inout [UInt8]) {
        if cluster != 0 {
            bytes.append(contentsOf: String(ClusterTable.character(numbered: cluster)).utf8)
        } else if scalar < 0x80 {
            bytes.append(UInt8(scalar))
        } else if let first = Unicode.Scalar(scalar) {
            bytes.append(contentsOf: UTF8.encode(first)!)
        }
    }

    /// A number that equal cells share, cheap to work out.
    var code: UInt64 {
        (UInt64(scalar) | UInt64(cluster) << 32) &* 0x9E37_79B9_7F4A_7C15 ^ style.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

    /// An empty cell in the terminal's own style.
    public static let blank = Cell(" ")

    /// Whether the cell is the second half of a wide character.
    public var isContinuation: Bool { scalar == 0 }
}

/// Characters of several scalars, numbered from 1 for cells to hold as numbers. Few
/// such characters appear in a program's life; the table keeps each once.
enum ClusterTable {
    private struct Table {
        var numbers: [Character: UInt32] = [:]
        var characters: [Character] = []
    }

    private static let table = Mutex(Table())

    static func number(of character: Character) -> UInt32 {
        table.withLock { table in
            if let number = table.numbers[character] { return number }
            table.characters.append(character)
            let number = UInt32(table.characters.count)
            table.numbers[character] = number
            return number
        }
    }

    static func character(numbered number: UInt32) -> Character {
        table.withLock { $0.characters[Int(number) - 1] }
    }
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
        if TerminalText.isPlain(text) {
            // Printable ASCII: a cell a byte.
            for byte in text.utf8 {
                if column >= width { break }
                if column >= 0 { set(Cell(ascii: byte, style: style), row: row, column: column) }
                column += 1
            }
            return column
        }
        if TerminalText.isStandalone(text) {
            // A character a scalar: no breaks between characters to find.
            for scalar in text.unicodeScalars {
                let columns = CellWidth.standaloneWidth(scalar) ?? 1
                guard put(Cell(scalar: scalar, isWide: columns == 2, style: style), columns: columns, row: row, at: &column) else { break }
            }
            return column
        }
        for character in text {
            let columns = CellWidth.of(character)
            if columns == 0 { continue }
            guard put(Cell(character, width: columns, style: style), columns: columns, row: row, at: &column) else { break }
        }
        return column
    }

    /// Puts a character's cell at `column` (with the second half of a wide one) and
    /// moves the column past it; false when it would cross the right edge.
    private mutating func put(_ cell: Cell, columns: Int, row: Int, at column: inout Int) -> Bool {
        if column < 0 {
            column += columns
            return true
        }
        if column + columns > width { return false }
        set(cell, row: row, column: column)
        if columns == 2 { set(Cell(nil, style: cell.style), row: row, column: column + 1) }
        column += columns
        return true
    }

    /// Writes a line of styled spans at a row from a column; returns the column after.
    @discardableResult
    public mutating func write(_ line: StyledLine, row: Int, column: Int = 0) -> Int {
        var column = column
        for span in line.spans { column = write(span.text, row: row, column: column, style: span.style) }
        return column
    }

    /// Sets one cell, blanking the other half of a wide character it breaks.
    private mutating func set(_ cell: Cell, row: Int, column: Int) {
        let index = row * width + column
        let old = cells[index]
        if old.isContinuation && !cell.isContinuation && column > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if old.isWide, !cell.isWide, column + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Moves the rows of `range` by `offset` within it, as the terminal scrolls a region:
    /// up for a positive offset (row r shows what row r + offset showed), down for a
    /// negative one; rows left behind are blank.
    mutating func shiftRows(_ range: ClosedRange<Int>, by offset: Int) {
        guard offset != 0 else { return }
        var row = offset > 0 ? range.lowerBound : range.upperBound
        while range.contains(row) {
            let base = row * width
            let source = row + offset
            if range.contains(source) {
                let from = source * width
                for column in 0..<width { cells[base + column] = cells[from + column] }
            } else {
                for column in 0..<width { cells[base + column] = .blank }
            }
            row += offset > 0 ? 1 : -1
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
