/// Where the cursor should stand after a frame, in the frame's rows and columns.
public struct ScreenCursor: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// Turns frames into the bytes that change what a terminal shows into them.
///
/// The encoder remembers the last frame it wrote and writes only the difference:
/// rows that did not change cost nothing, a changed row is rewritten from its first
/// to its last changed cell (skipping long unchanged stretches with a cursor move), and
/// a row that got shorter is cleared with one erase. When it knows where its region
/// starts on the screen (``origin``), content that moved up or down (a list scrolled
/// by a line) is scrolled by the terminal inside margins instead of being written
/// again. A frame equal to the last one costs no byte at all.
///
/// Everything of a frame comes back as one buffer, for one `write`, and inside
/// synchronized output when the terminal said it supports it, so no half-drawn frame
/// is ever seen.
public struct FrameEncoder: Sendable {
    /// The colours the terminal shows.
    public var colorDepth: ColorDepth
    /// The screen row (from 1) of the frame's first row, when known. Absolute cursor
    /// moves and scrolling inside margins need it; without it, moves are relative.
    public var origin: Int?
    /// Whether to wrap each frame in synchronized output (mode 2026).
    public var synchronizedOutput: Bool

    /// What the terminal shows, as far as the encoder knows.
    public private(set) var shown: ScreenBuffer?
    private var cursorRow: Int?
    // nil when unknown, or when a write filled the row's last column and the
    // terminal holds a pending wrap.
    private var cursorColumn: Int?
    private var style: TextStyle?
    private var cursorVisible: Bool?
    private var out: [UInt8] = []
    /// The rows' codes of ``shown`` when worked out (empty when not), so each frame's
    /// rows are coded once, not once as new and again as old.
    private var shownCodes: [Int] = []

    /// An encoder for a region whose first row is at `origin` on the screen (nil when
    /// unknown), with the cursor at the region's top left.
    public init(colorDepth: ColorDepth, origin: Int? = nil, synchronizedOutput: Bool = false) {
        self.colorDepth = colorDepth
        self.origin = origin
        self.synchronizedOutput = synchronizedOutput
        cursorRow = 0
        cursorColumn = 0
    }

    /// Tells the encoder where the cursor is, in the region's rows and columns.
    public mutating func cursorIsAt(row: Int, column: Int) {
        cursorRow = row
        cursorColumn = column
    }

    /// Forgets what the terminal shows and its modes, so the next frame is drawn
    /// whole: after a resize, a resume from suspension, or another program's output.
    public mutating func invalidate() {
        shown = nil
        style = nil
        cursorVisible = nil
    }

    /// The bytes that make the terminal show `frame`, with the cursor shown at
    /// `cursor`, or hidden when nil. Empty when nothing changes.
    public mutating func encode(_ frame: ScreenBuffer, cursor: ScreenCursor?) -> [UInt8] {
        out.removeAll(keepingCapacity: true)
        if synchronizedOutput { out.append(contentsOf: Self.beginSynchronized) }
        let start = out.count
        var codes: [Int] = []
        if var model = shown, model.width == frame.width, model.height == frame.height {
            if model != frame {
                if origin != nil { codes = scrollIfWorthIt(&model, toward: frame) }
                for row in 0..<frame.height { updateRow(row, from: model, to: frame) }
            } else {
                codes = shownCodes
            }
        } else {
            if cursorVisible != false {
                out.append(contentsOf: Self.hideCursor)
                cursorVisible = false
            }
            for row in 0..<frame.height { updateRow(row, from: nil, to: frame) }
        }
        if out.count > start && cursorVisible != false {
            // A visible cursor would be seen jumping about while the frame is drawn.
            out.insert(contentsOf: Self.hideCursor, at: start)
            cursorVisible = false
        }
        if let cursor {
            moveTo(row: cursor.row, column: min(cursor.column, max(0, frame.width - 1)))
            if cursorVisible != true {
                out.append(contentsOf: Self.showCursor)
                cursorVisible = true
            }
        } else if cursorVisible != false {
            out.append(contentsOf: Self.hideCursor)
            cursorVisible = false
        }
        shown = frame
        shownCodes = codes
        if out.count == start { return [] }
        if synchronizedOutput { out.append(contentsOf: Self.endSynchronized) }
        return out
    }

    /// Resets the text style to the terminal's own, if it may be anything else.
    public mutating func resetStyle() -> [UInt8] {
        out.removeAll(keepingCapacity: true)
        setStyle(.plain)
        return out
    }

    /// The bytes that move the cursor to a row and column of the region.
    public mutating func move(toRow row: Int, column: Int) -> [UInt8] {
        out.removeAll(keepingCapacity: true)
        moveTo(row: row, column: column)
        return out
    }

    // MARK: Rows

    private mutating func updateRow(_ row: Int, from old: ScreenBuffer?, to new: ScreenBuffer) {
        let newCells = new.row(row)
        let base = newCells.startIndex
        var newEnd = new.width
        while newEnd > 0 && newCells[base + newEnd - 1] == .blank { newEnd -= 1 }
        guard let old else {
            if newEnd > 0 { write(newCells, row: row, columns: 0..<newEnd) }
            if newEnd < new.width { erase(row: row, from: newEnd) }
            return
        }
        let oldCells = old.row(row)
        let oldBase = oldCells.startIndex
        if oldCells.elementsEqual(newCells) { return }
        var oldEnd = old.width
        while oldEnd > 0 && oldCells[oldBase + oldEnd - 1] == .blank { oldEnd -= 1 }
        var column = 0
        while column < newEnd {
            if oldCells[oldBase + column] == newCells[base + column] {
                column += 1
                continue
            }
            var start = column
            if start > 0 && (newCells[base + start].isContinuation || oldCells[oldBase + start].isContinuation) {
                start -= 1
            }
            // Rewriting a few unchanged cells costs less than a cursor move over them.
            var lastChanged = column
            var scan = column + 1
            while scan < newEnd && scan - lastChanged <= 4 {
                if oldCells[oldBase + scan] != newCells[base + scan] { lastChanged = scan }
                scan += 1
            }
            var end = lastChanged + 1
            if end < new.width && newCells[base + end].isContinuation { end += 1 }
            write(newCells, row: row, columns: start..<min(end, new.width))
            column = end
        }
        if oldEnd > newEnd { erase(row: row, from: newEnd) }
    }

    private mutating func write(_ cells: ArraySlice<Cell>, row: Int, columns: Range<Int>) {
        moveTo(row: row, column: columns.lowerBound)
        let base = cells.startIndex
        var column = columns.lowerBound
        for index in columns {
            let cell = cells[base + index]
            if cell.isContinuation { continue }
            if style != cell.style { setStyle(cell.style) }
            cell.appendCharacter(to: &out)
            column = index + (cell.isWide ? 2 : 1)
        }
        let width = cells.count
        cursorColumn = column >= width ? nil : column
    }

    private mutating func erase(row: Int, from column: Int) {
        moveTo(row: row, column: column)
        setStyle(.plain)
        out.append(contentsOf: Self.eraseToEndOfLine)
    }

    // MARK: Scrolling

    /// Scrolls a band of rows when most of it moved by the same number of rows, and
    /// updates `model` to what the terminal then shows. Returns the codes of `frame`'s
    /// rows.
    private mutating func scrollIfWorthIt(_ model: inout ScreenBuffer, toward frame: ScreenBuffer) -> [Int] {
        let height = frame.height
        var newRows: [Int] = []
        newRows.reserveCapacity(height)
        for row in 0..<height { newRows.append(Self.code(of: frame.row(row))) }
        guard height >= 3, let origin else { return newRows }
        var oldRows = shownCodes
        if oldRows.count != height { oldRows = (0..<height).map { Self.code(of: model.row($0)) } }
        // A highlight moved in view, a field typed in: a scroll needs more rows changed
        // than that to pay for itself.
        var changed = 0
        for row in 0..<height where newRows[row] != oldRows[row] { changed += 1 }
        guard changed > 2 else { return newRows }
        var contentWidth: [Int] = []
        contentWidth.reserveCapacity(height)
        for row in 0..<height {
            let cells = frame.row(row)
            var end = cells.count
            while end > 0 && cells[cells.startIndex + end - 1] == .blank { end -= 1 }
            contentWidth.append(end)
        }
        var best: (offset: Int, top: Int, bottom: Int, gain: Int)?
        for distance in 1..<height {
            for offset in stride(from: distance, through: -distance, by: -2 * distance) {
                var first = -1, last = -1, gain = 0
                for row in 0..<height {
                    let source = row + offset
                    guard source >= 0 && source < height, contentWidth[row] > 0,
                          newRows[row] == oldRows[source], newRows[row] != oldRows[row] else { continue }
                    if first < 0 { first = row }
                    last = row
                    gain += contentWidth[row]
                }
                guard first >= 0 else { continue }
                let top = offset > 0 ? first : first + offset
                let bottom = offset > 0 ? last + offset : last
                guard bottom > top else { continue }
                // Rows already right that the scroll would move away must be redrawn.
                for row in top...bottom where newRows[row] == oldRows[row] {
                    let source = row + offset
                    let stillRight = source >= top && source <= bottom && newRows[row] == oldRows[source]
                    if !stillRight { gain -= contentWidth[row] }
                }
                gain -= 24 + 2 * distance
                if gain > (best?.gain ?? 0) { best = (offset, top, bottom, gain) }
            }
        }
        guard let best else { return newRows }
        setStyle(.plain)
        append(csi: origin + best.top, origin + best.bottom, final: UInt8(ascii: "r"))
        cursorRow = nil
        cursorColumn = nil
        if best.offset > 0 {
            moveTo(row: best.bottom, column: 0)
            for _ in 0..<best.offset { out.append(contentsOf: Self.index) }
        } else {
            moveTo(row: best.top, column: 0)
            for _ in 0 ..< -best.offset { out.append(contentsOf: Self.reverseIndex) }
        }
        out.append(contentsOf: Self.resetMargins)
        cursorRow = nil
        cursorColumn = nil
        model.shiftRows(best.top...best.bottom, by: best.offset)
        return newRows
    }

    /// A number equal rows share (rarely, different ones too: a scroll worked out
    /// from a wrong match only costs bytes, as the rows are compared again after).
    private static func code(of cells: ArraySlice<Cell>) -> Int {
        var code: UInt64 = 0xcbf2_9ce4_8422_2325
        for cell in cells { code = (code ^ cell.code) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: code)
    }

    // MARK: Cursor and style

    private mutating func moveTo(row: Int, column: Int) {
        if cursorRow == row && cursorColumn == column { return }
        var relative: [UInt8]?
        if let cursorRow {
            var bytes: [UInt8] = []
            if let cursorColumn, cursorColumn == column {
            } else if column == 0 {
                bytes.append(0x0D)
            } else if let cursorColumn {
                let delta = column - cursorColumn
                Self.append(csi: abs(delta), final: delta > 0 ? UInt8(ascii: "C") : UInt8(ascii: "D"), to: &bytes)
            } else {
                Self.append(csi: column + 1, final: UInt8(ascii: "G"), to: &bytes)
            }
            let down = row - cursorRow
            if down != 0 {
                Self.append(csi: abs(down), final: down > 0 ? UInt8(ascii: "B") : UInt8(ascii: "A"), to: &bytes)
            }
            relative = bytes
        }
        if let origin {
            var absolute: [UInt8] = [0x1B, UInt8(ascii: "[")]
            Self.append(number: origin + row, to: &absolute)
            absolute.append(UInt8(ascii: ";"))
            Self.append(number: column + 1, to: &absolute)
            absolute.append(UInt8(ascii: "H"))
            if relative == nil || absolute.count < relative!.count { relative = absolute }
        }
        out.append(contentsOf: relative ?? [0x0D])
        cursorRow = row
        cursorColumn = column
    }

    private mutating func setStyle(_ next: TextStyle) {
        if style == next { return }
        style = next
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        out.append(UInt8(ascii: "0"))
        if next.bold { out.append(contentsOf: [0x3B, 0x31]) }
        if next.dim { out.append(contentsOf: [0x3B, 0x32]) }
        if next.italic { out.append(contentsOf: [0x3B, 0x33]) }
        if next.underline { out.append(contentsOf: [0x3B, 0x34]) }
        if next.reverse { out.append(contentsOf: [0x3B, 0x37]) }
        if next.strikethrough { out.append(contentsOf: [0x3B, 0x39]) }
        if let color = next.foreground.flatMap(colorDepth.fit) { appendColor(color, background: false) }
        if let color = next.background.flatMap(colorDepth.fit) { appendColor(color, background: true) }
        out.append(UInt8(ascii: "m"))
    }

    private mutating func appendColor(_ color: TerminalColor, background: Bool) {
        out.append(0x3B)
        switch color {
        case .basic(let n):
            let n = Int(n & 15)
            Self.append(number: (n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)) + n % 8, to: &out)
        case .indexed(let n):
            Self.append(number: background ? 48 : 38, to: &out)
            out.append(contentsOf: Array(";5;".utf8))
            Self.append(number: Int(n), to: &out)
        case .rgb(let r, let g, let b):
            Self.append(number: background ? 48 : 38, to: &out)
            out.append(contentsOf: Array(";2;".utf8))
            Self.append(number: Int(r), to: &out)
            out.append(0x3B)
            Self.append(number: Int(g), to: &out)
            out.append(0x3B)
            Self.append(number: Int(b), to: &out)
        }
    }

    // MARK: Bytes

    private mutating func append(csi first: Int, _ second: Int, final: UInt8) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        Self.append(number: first, to: &out)
        out.append(0x3B)
        Self.append(number: second, to: &out)
        out.append(final)
    }

    private static func append(csi count: Int, final: UInt8, to bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        if count != 1 { append(number: count, to: &bytes) }
        bytes.append(final)
    }

    static func append(number: Int, to bytes: inout [UInt8]) {
        if number >= 10 { append(number: number / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    static let beginSynchronized = Array("\u{1B}[?2026h".utf8)
    static let endSynchronized = Array("\u{1B}[?2026l".utf8)
    static let hideCursor = Array("\u{1B}[?25l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)
    static let eraseToEndOfLine = Array("\u{1B}[K".utf8)
    static let index = Array("\u{1B}D".utf8)
    static let reverseIndex = Array("\u{1B}M".utf8)
    static let resetMargins = Array("\u{1B}[r".utf8)
}
