import Testing
@testable import FormworkTerminal

@Suite("Frames: what is written makes the terminal show the frame, and no more is written than changed")
struct FrameEncoderTests {
    /// A generator of varied frames from a seed, the same on every run.
    struct Frames {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let words = ["Item", "年月日", "🎉", "naïve", "e\u{301}", "value", "—", "x", "Zürich", "한국어", "🇫🇷", "👍🏽", "👩‍💻"]
        let styles: [TextStyle] = [
            .plain, TextStyle(bold: true), TextStyle(foreground: .red), TextStyle(reverse: true),
            TextStyle(foreground: .indexed(208), dim: true), TextStyle(background: .rgb(10, 20, 200), underline: true),
        ]
        mutating func frame(width: Int, height: Int) -> ScreenBuffer {
            var buffer = ScreenBuffer(width: width, height: height)
            for row in 0..<height where next(4) != 0 {
                var column = next(3)
                while column < width && next(5) != 0 {
                    column = buffer.write(words[next(words.count)], row: row, column: column, style: styles[next(styles.count)]) + next(2)
                }
            }
            return buffer
        }
        /// A frame with rows of `frame` moved up or down, as a scrolled list.
        mutating func scrolled(_ frame: ScreenBuffer, by offset: Int) -> ScreenBuffer {
            var buffer = ScreenBuffer(width: frame.width, height: frame.height)
            for row in 0..<frame.height {
                let source = row + offset
                if source >= 0 && source < frame.height {
                    for column in 0..<frame.width { buffer.setForTest(frame.cell(row: source, column: column), row: row, column: column) }
                } else {
                    buffer.write("Item \(next(100_000)) new", row: row, column: 2)
                }
            }
            return buffer
        }
    }

    func check(origin: Int?, screenHeight: Int, regionHeight: Int, seed: UInt64, scrolls: Bool) {
        let width = 30
        var frames = Frames(state: seed)
        var terminal = VirtualTerminal(width: width, height: screenHeight)
        let top = (origin ?? 3) - 1
        // The runner leaves the cursor at the region's top left before the first frame.
        terminal.row = top
        var encoder = FrameEncoder(colorDepth: .trueColor, origin: origin, synchronizedOutput: seed % 2 == 0)
        var frame = frames.frame(width: width, height: regionHeight)
        for step in 0..<60 {
            let cursor: ScreenCursor? = step % 3 == 0 ? ScreenCursor(row: frames.next(regionHeight), column: frames.next(width)) : nil
            terminal.apply(encoder.encode(frame, cursor: cursor))
            #expect(terminal.unknown.isEmpty, "sequences the encoder should not write: \(terminal.unknown)")
            let shown = terminal.region(from: top, count: regionHeight)
            let same = shown == frame
            #expect(same, "step \(step): shows\n\(shown.lines.joined(separator: "\n"))\nwanted\n\(frame.lines.joined(separator: "\n"))")
            if !same { return }
            #expect(terminal.cursorVisible == (cursor != nil))
            if let cursor { #expect(terminal.row - top == cursor.row && terminal.column == cursor.column) }
            #expect(!terminal.synchronized, "a frame leaves synchronized output")
            // Rows outside the region are never touched.
            for row in 0..<screenHeight where row < top || row >= top + regionHeight {
                #expect(terminal.cells[row].allSatisfy { $0 == .blank })
            }
            if scrolls && step % 2 == 0 {
                frame = frames.scrolled(frame, by: [1, -1, 2, -3][frames.next(4)])
            } else {
                frame = frames.frame(width: width, height: regionHeight)
            }
        }
    }

    @Test("Random frames, positioned relatively (where the form starts is unknown): scrolled frames are rewritten row by row", arguments: [1, 2, 3] as [UInt64])
    func relative(seed: UInt64) {
        check(origin: nil, screenHeight: 16, regionHeight: 9, seed: seed, scrolls: false)
        check(origin: nil, screenHeight: 16, regionHeight: 9, seed: seed, scrolls: true)
    }

    @Test("Random and scrolled frames, positioned absolutely, inline and full screen", arguments: [4, 5, 6] as [UInt64])
    func absolute(seed: UInt64) {
        check(origin: 5, screenHeight: 16, regionHeight: 9, seed: seed, scrolls: true)
        check(origin: 1, screenHeight: 12, regionHeight: 12, seed: seed, scrolls: true)
    }

    @Test("A frame equal to the last costs no byte; a cursor that stays costs none either")
    func unchangedFrameWritesNothing() {
        var encoder = FrameEncoder(colorDepth: .basic)
        var frame = ScreenBuffer(width: 20, height: 3)
        frame.write("Name", row: 0, column: 0, style: TextStyle(bold: true))
        #expect(!encoder.encode(frame, cursor: nil).isEmpty)
        #expect(encoder.encode(frame, cursor: nil).isEmpty)
        #expect(!encoder.encode(frame, cursor: ScreenCursor(row: 0, column: 5)).isEmpty)
        #expect(encoder.encode(frame, cursor: ScreenCursor(row: 0, column: 5)).isEmpty)
    }

    @Test("Moving a highlight between two rows rewrites only what changed on them")
    func highlightMoveIsSmall() {
        var encoder = FrameEncoder(colorDepth: .indexed, origin: 1)
        func list(focus: Int) -> ScreenBuffer {
            var frame = ScreenBuffer(width: 80, height: 24)
            for row in 0..<24 {
                frame.write(row == focus ? "❯" : " ", row: row, column: 0, style: TextStyle(foreground: .cyan))
                frame.write("Item \(10_000 + row) lorem ipsum dolor", row: row, column: 2, style: row == focus ? TextStyle(bold: true) : .plain)
            }
            return frame
        }
        _ = encoder.encode(list(focus: 3), cursor: nil)
        let bytes = encoder.encode(list(focus: 4), cursor: nil)
        #expect(bytes.count > 0 && bytes.count < 140, "wrote \(bytes.count) bytes")
    }

    @Test("A list scrolled by a row is scrolled by the terminal, not written again")
    func scrollUsesMargins() {
        var encoder = FrameEncoder(colorDepth: .indexed, origin: 4)
        func list(first: Int) -> ScreenBuffer {
            var frame = ScreenBuffer(width: 80, height: 12)
            frame.write("? Pick an item", row: 0, column: 0, style: TextStyle(bold: true))
            let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]
            for row in 1..<12 {
                let n = first + row
                frame.write("Item \(n) \(words[n % 7]) \(words[(n * 3) % 7]) \(words[(n * 5 + 1) % 7])", row: row, column: 2)
            }
            return frame
        }
        _ = encoder.encode(list(first: 0), cursor: nil)
        let bytes = encoder.encode(list(first: 1), cursor: nil)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[5;15r"), "margins around the list's rows: \(text.debugDescription)")
        #expect(bytes.count < 100, "wrote \(bytes.count) bytes")
        // Without a known origin it cannot scroll, and rewrites the rows instead.
        var relative = FrameEncoder(colorDepth: .indexed)
        _ = relative.encode(list(first: 0), cursor: nil)
        #expect(relative.encode(list(first: 1), cursor: nil).count > 200)
    }

    @Test("Colours follow the terminal's depth; with none, attributes still show")
    func colourDepths() {
        var frame = ScreenBuffer(width: 10, height: 1)
        frame.write("x", row: 0, column: 0, style: TextStyle(foreground: .rgb(255, 0, 0), bold: true))
        func written(_ depth: ColorDepth) -> String {
            var encoder = FrameEncoder(colorDepth: depth)
            return String(decoding: encoder.encode(frame, cursor: nil), as: UTF8.self)
        }
        #expect(written(.trueColor).contains("\u{1B}[0;1;38;2;255;0;0mx"))
        #expect(written(.indexed).contains("\u{1B}[0;1;38;5;196mx"))
        #expect(written(.basic).contains("\u{1B}[0;1;91mx"))
        #expect(written(.none).contains("\u{1B}[0;1mx"))
        #expect(!written(.none).contains("38;"))
    }

    @Test("A resized frame is drawn whole, clearing what was there")
    func resizeRedrawsWhole() {
        var terminal = VirtualTerminal(width: 20, height: 6)
        var encoder = FrameEncoder(colorDepth: .basic, origin: 1)
        var wide = ScreenBuffer(width: 20, height: 6)
        wide.write("a long line of text", row: 2, column: 0)
        terminal.apply(encoder.encode(wide, cursor: nil))
        var narrow = ScreenBuffer(width: 20, height: 4)
        narrow.write("short", row: 2, column: 0)
        terminal.apply(encoder.encode(narrow, cursor: nil))
        #expect(terminal.region(from: 0, count: 4) == narrow)
    }
}
