/// What a session shows and how it answers keys: a form, or a list of choices.
protocol TerminalScene {
    /// The rows the scene would take at a width, at most `limit`.
    func height(width: Int, limit: Int) -> Int
    /// Draws the scene; returns where the cursor shows, or nil to hide it.
    mutating func draw(into buffer: inout ScreenBuffer) -> ScreenCursor?
    /// Answers an event.
    mutating func handle(_ event: TerminalEvent) -> SceneStep
    /// What an inline scene leaves on the screen when it ends.
    func summary(width: Int, cancelled: Bool) -> [StyledLine]
}

enum SceneStep {
    case stay
    case finish
    case cancel
}

/// Runs a scene in the terminal: raw mode, keys in, one write per frame out, resizes,
/// suspension, and the terminal put back on every way out.
final class TerminalSession {
    let device: TerminalDevice
    let options: TerminalOptions
    private var encoder: FrameEncoder
    private var decoder = KeyDecoder()
    private var width = 80
    private var height = 1
    private var screenRows = 24
    private let colorDepth: ColorDepth

    init(device: TerminalDevice, options: TerminalOptions, environment: [String: String]) {
        self.device = device
        self.options = options
        colorDepth = options.colorDepth ?? ColorDepth.from(environment: environment)
        encoder = FrameEncoder(colorDepth: colorDepth)
    }

    private var isFullScreen: Bool { options.layout == .fullScreen }

    private var setupBytes: [UInt8] {
        Array(((isFullScreen ? "\u{1B}[?1049h\u{1B}[H\u{1B}[2J" : "") + "\u{1B}[?2004h\u{1B}[?25l").utf8)
    }

    private var restoringBytes: [UInt8] {
        Array(("\u{1B}[0m\u{1B}[?2026l\u{1B}[?2004l" + (isFullScreen ? "\u{1B}[?1049l" : "") + "\u{1B}[?25h").utf8)
    }

    /// Runs `scene` until it finishes (true) or is cancelled (false).
    func run<Scene: TerminalScene>(_ scene: inout Scene) throws(TerminalError) -> Bool {
        guard device.isInteractive, let size = device.size else { throw .notATerminal }
        try device.enterRawMode(restoring: restoringBytes)
        // `finish` restores the terminal on the ways out it knows; this on the others.
        defer { device.restore() }
        width = size.columns
        screenRows = size.rows
        var queued = start(scene: scene, rows: size.rows)
        draw(&scene)
        var outcome: SceneStep = .stay
        while outcome == .stay {
            if TerminalSignals.takeResumed() {
                // The window may have changed while stopped, and no SIGWINCH told.
                if let size = device.size { (width, screenRows) = size }
                queued += start(scene: scene, rows: device.size?.rows ?? height)
                draw(&scene)
            }
            if TerminalSignals.takeResized(), let size = device.size {
                queued += resize(scene: scene, to: size)
                draw(&scene)
            }
            var events = queued
            queued = []
            if events.isEmpty {
                guard let bytes = device.read(timeout: decoder.hasPending ? decoder.pendingTimeout : -1) else {
                    finish(scene, cancelled: true)
                    throw .endOfInput
                }
                events = bytes.isEmpty ? (decoder.hasPending ? decoder.flush() : []) : decoder.decode(bytes)
            }
            for event in events {
                outcome = handle(event, scene: &scene)
                if outcome != .stay { break }
            }
            if outcome == .stay {
                grow(for: scene)
                draw(&scene)
            }
        }
        finish(scene, cancelled: outcome == .cancel)
        return outcome == .finish
    }

    private func handle<Scene: TerminalScene>(_ event: TerminalEvent, scene: inout Scene) -> SceneStep {
        if takeAnswer(event) { return .stay }
        switch event {
        case .key(let press) where press == .control("c"):
            return .cancel
        case .key(let press) where press == .control("z"):
            // The shell writes where the scene was; it is drawn again on resume.
            if !isFullScreen { device.write(encoder.move(toRow: 0, column: 0) + Array("\u{1B}[0m\u{1B}[J".utf8)) }
            TerminalSignals.suspend()
            return .stay
        default:
            return scene.handle(event)
        }
    }

    /// Takes the terminal: the alternate screen or the rows an inline scene needs, and
    /// asks where those rows are and whether frames can be synchronized. Returns the
    /// events that came while waiting for the answers.
    private func start<Scene: TerminalScene>(scene: Scene, rows: Int) -> [TerminalEvent] {
        var bytes = setupBytes
        encoder = FrameEncoder(colorDepth: colorDepth, synchronizedOutput: false)
        if isFullScreen {
            height = rows
            encoder.origin = 1
            device.write(bytes + Array("\u{1B}[?2026$p".utf8))
            return []
        }
        height = scene.height(width: width, limit: max(1, min(rows, options.maximumInlineHeight)))
        bytes.append(0x0D)
        bytes.append(contentsOf: repeatElement(0x0A, count: height - 1))
        if height > 1 { bytes.append(contentsOf: Array("\u{1B}[\(height - 1)A".utf8)) }
        bytes.append(contentsOf: Array("\u{1B}[?2026$p\u{1B}[6n".utf8))
        device.write(bytes)
        return awaitCursorReport()
    }

    /// Waits a little for the answer to where the cursor is; a terminal that does not
    /// answer gets relative moves.
    private func awaitCursorReport() -> [TerminalEvent] {
        decoder.awaitingCursorReport = true
        var others: [TerminalEvent] = []
        var waited = 0
        while decoder.awaitingCursorReport && waited < 300 {
            guard let bytes = device.read(timeout: 50) else { break }
            if bytes.isEmpty { waited += 50; continue }
            for event in decoder.decode(bytes) where !takeAnswer(event) { others.append(event) }
        }
        decoder.awaitingCursorReport = false
        return others
    }

    /// Returns the events that came while waiting for answers.
    /// Takes the terminal's answers to what was asked at the start: where the rows
    /// begin (the cursor stands at their top left when asking), and whether frames can
    /// be synchronized. False for any other event.
    private func takeAnswer(_ event: TerminalEvent) -> Bool {
        switch event {
        case .cursorPosition(let row, _):
            decoder.awaitingCursorReport = false
            encoder.origin = row
            return true
        case .modeReport(let mode, let supported):
            if mode == 2026 { encoder.synchronizedOutput = supported }
            return true
        default:
            return false
        }
    }

    /// An inline scene that needs more rows than it took (rows a condition showed,
    /// errors, a list opened) takes them below, up to the inline limit; the terminal
    /// scrolls what is above when the rows are at the bottom of the window.
    private func grow<Scene: TerminalScene>(for scene: Scene) {
        let limit = max(1, min(screenRows, options.maximumInlineHeight))
        guard !isFullScreen, height < limit else { return }
        let wanted = scene.height(width: width, limit: limit)
        guard wanted > height else { return }
        var bytes = encoder.move(toRow: height - 1, column: 0) + encoder.resetStyle()
        bytes += Array(repeating: 0x0A, count: wanted - height)
        bytes.append(0x0D)
        encoder.cursorIsAt(row: wanted - 1, column: 0)
        if let origin = encoder.origin { encoder.origin = max(1, min(origin, screenRows - wanted + 1)) }
        height = wanted
        encoder.invalidate()
        device.write(bytes)
    }

    private func resize<Scene: TerminalScene>(scene: Scene, to size: (columns: Int, rows: Int)) -> [TerminalEvent] {
        width = size.columns
        screenRows = size.rows
        if isFullScreen {
            height = size.rows
            encoder.invalidate()
            device.write(Array("\u{1B}[H\u{1B}[2J".utf8))
            return []
        }
        // The terminal may have rewrapped the rows, or pushed some into its scrollback
        // when it got shorter: go back up to where they started by relative moves,
        // which follow the content, clear below, and take the rows again.
        encoder.origin = nil
        var bytes = encoder.move(toRow: 0, column: 0)
        bytes += Array("\u{1B}[0m\u{1B}[J".utf8)
        device.write(bytes)
        return start(scene: scene, rows: size.rows)
    }

    private func draw<Scene: TerminalScene>(_ scene: inout Scene) {
        var buffer = ScreenBuffer(width: width, height: height)
        let cursor = scene.draw(into: &buffer)
        device.write(encoder.encode(buffer, cursor: cursor))
    }

    /// Leaves the screen: an inline scene is replaced by its summary and the cursor goes
    /// below it; a full-screen one gives the screen back and then prints its summary.
    private func finish<Scene: TerminalScene>(_ scene: Scene, cancelled: Bool) {
        if !isFullScreen {
            device.write(encoder.move(toRow: 0, column: 0) + Array("\u{1B}[0m\u{1B}[J".utf8))
        }
        // Restored once (the alternate screen left), then the summary, line by line.
        device.restore()
        var bytes: [UInt8] = []
        for line in scene.summary(width: width, cancelled: cancelled) {
            var row = ScreenBuffer(width: width, height: 1)
            row.write(line.truncated(to: width), row: 0)
            var writer = FrameEncoder(colorDepth: colorDepth)
            bytes += writer.encode(row, cursor: nil)
            bytes += writer.resetStyle()
            bytes += Array("\u{1B}[?25h\r\n".utf8)
        }
        device.write(bytes)
    }
}
