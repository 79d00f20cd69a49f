@testable import FormworkTerminal

/// A small terminal emulator for the sequences the front end writes, independent of
/// the encoder's own model of the screen: tests apply the bytes the encoder wrote and
/// compare what this terminal shows with the frame that was asked for. Any sequence
/// it does not know fails the test, so the encoder cannot drift into sequences that
/// are untested.
struct VirtualTerminal {
    let width: Int
    let height: Int
    var cells: [[Cell]]
    var row = 0
    var column = 0
    var pendingWrap = false
    var style = TextStyle.plain
    var top = 0
    var bottom: Int
    var cursorVisible = true
    var synchronized = false
    var unknown: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
        bottom = height - 1
    }

    /// The rows `from` ..< `from + count` as a buffer.
    func region(from first: Int, count: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: count)
        for r in 0..<count { for c in 0..<width { buffer.setForTest(cells[first + r][c], row: r, column: c) } }
        return buffer
    }

    mutating func apply(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                i = escape(bytes, at: i)
                continue
            }
            if b == 0x0D { column = 0; pendingWrap = false; i += 1; continue }
            if b == 0x0A { lineFeed(); i += 1; continue }
            if b < 0x20 { unknown.append("C0 \(b)"); i += 1; continue }
            // A run of text up to the next control.
            var j = i
            while j < bytes.count && bytes[j] >= 0x20 && bytes[j] != 0x7F { j += 1 }
            for character in String(decoding: bytes[i..<j], as: UTF8.self) { put(character) }
            i = j
        }
    }

    private mutating func put(_ character: Character) {
        let w = CellWidth.of(character)
        if w == 0 { return }
        if pendingWrap || column + w > width {
            column = 0
            lineFeed()
            pendingWrap = false
        }
        clearHalves(at: column)
        cells[row][column] = Cell(character, style: style)
        if w == 2 {
            clearHalves(at: column + 1)
            cells[row][column + 1] = Cell(nil, style: style)
        }
        column += w
        if column >= width { column = width - 1; pendingWrap = true }
    }

    private mutating func clearHalves(at c: Int) {
        if cells[row][c].isContinuation && c > 0 { cells[row][c - 1] = .blank }
        if cells[row][c].isWide, c + 1 < width { cells[row][c + 1] = .blank }
    }

    private mutating func lineFeed() {
        if row == bottom { scrollUp() } else if row < height - 1 { row += 1 }
    }

    private mutating func scrollUp() {
        cells.remove(at: top)
        cells.insert(Array(repeating: .blank, count: width), at: bottom)
    }

    private mutating func scrollDown() {
        cells.remove(at: bottom)
        cells.insert(Array(repeating: .blank, count: width), at: top)
    }

    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else { unknown.append("lone ESC"); return start + 1 }
        let next = bytes[start + 1]
        if next == UInt8(ascii: "D") { pendingWrap = false; lineFeed(); return start + 2 }
        if next == UInt8(ascii: "M") {
            pendingWrap = false
            if row == top { scrollDown() } else if row > 0 { row -= 1 }
            return start + 2
        }
        guard next == UInt8(ascii: "[") else { unknown.append("ESC \(next)"); return start + 2 }
        var j = start + 2
        var parameters = ""
        while j < bytes.count, (0x30...0x3F).contains(bytes[j]) { parameters.append(Character(Unicode.Scalar(bytes[j]))); j += 1 }
        guard j < bytes.count else { unknown.append("cut CSI"); return j }
        let final = Character(Unicode.Scalar(bytes[j]))
        csi(parameters, final)
        return j + 1
    }

    private mutating func csi(_ parameters: String, _ final: Character) {
        if parameters.hasPrefix("?") {
            let on = final == "h"
            switch parameters.dropFirst() {
            case "25": cursorVisible = on
            case "2026": synchronized = on
            default: unknown.append("mode \(parameters)\(final)")
            }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func n(_ i: Int, _ d: Int) -> Int { i < numbers.count ? (numbers[i] ?? d) : d }
        switch final {
        case "A": row = max(top <= row ? top : 0, row - n(0, 1)); pendingWrap = false
        case "B": row = min(row <= bottom ? bottom : height - 1, row + n(0, 1)); pendingWrap = false
        case "C": column = min(width - 1, column + n(0, 1)); pendingWrap = false
        case "D": column = max(0, column - n(0, 1)); pendingWrap = false
        case "G": column = min(width - 1, n(0, 1) - 1); pendingWrap = false
        case "H":
            row = min(height - 1, n(0, 1) - 1)
            column = min(width - 1, n(1, 1) - 1)
            pendingWrap = false
        case "K":
            guard n(0, 0) == 0 else { unknown.append("EL \(parameters)"); return }
            for c in column..<width { cells[row][c] = Cell(" ", style: TextStyle(background: style.background)) }
            if column > 0 && cells[row][column - 1].isWide { cells[row][column - 1] = .blank }
        case "r":
            top = parameters.isEmpty ? 0 : n(0, 1) - 1
            bottom = parameters.isEmpty ? height - 1 : n(1, height) - 1
            row = 0
            column = 0
            pendingWrap = false
        case "m": sgr(numbers.map { $0 ?? 0 })
        default: unknown.append("CSI \(parameters)\(final)")
        }
    }

    private mutating func sgr(_ numbers: [Int]) {
        var i = 0
        let numbers = numbers.isEmpty ? [0] : numbers
        while i < numbers.count {
            let p = numbers[i]
            switch p {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 9: style.strikethrough = true
            case 30...37: style.foreground = .basic(UInt8(p - 30))
            case 90...97: style.foreground = .basic(UInt8(p - 90 + 8))
            case 40...47: style.background = .basic(UInt8(p - 40))
            case 100...107: style.background = .basic(UInt8(p - 100 + 8))
            case 38, 48:
                let color: TerminalColor
                if numbers[i + 1] == 5 {
                    color = .indexed(UInt8(numbers[i + 2]))
                    i += 2
                } else {
                    color = .rgb(UInt8(numbers[i + 2]), UInt8(numbers[i + 3]), UInt8(numbers[i + 4]))
                    i += 4
                }
                if p == 38 { style.foreground = color } else { style.background = color }
            default: unknown.append("SGR \(p)")
            }
            i += 1
        }
    }
}

extension ScreenBuffer {
    mutating func setForTest(_ cell: Cell, row: Int, column: Int) {
        cells[row * width + column] = cell
    }
}
