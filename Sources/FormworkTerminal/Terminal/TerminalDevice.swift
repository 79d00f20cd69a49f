#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a form runs in: raw mode, reading keys, writing frames, its size.
///
/// Whatever happens, the terminal is put back as it was: when ``restore()`` is called,
/// and when the process gets SIGINT, SIGTERM, SIGHUP, SIGQUIT or crashes (the terminal is
/// restored, then the signal does what it would have done). Ctrl-Z suspends with the
/// terminal restored and takes raw mode back on resume (``TerminalSignals``).
public final class TerminalDevice {
    /// The descriptor keys are read from.
    public let input: Int32
    /// The descriptor frames are written to.
    public let output: Int32
    private var original = termios()
    public private(set) var isRaw = false

    /// The terminal on standard input and output.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether both descriptors are terminals: when not, a form asks in plain mode.
    public var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

    /// The window's size in columns and rows, when the terminal says.
    public var size: (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Puts the terminal in raw mode: keys arrive one by one, unechoed, with Ctrl-C and
    /// Ctrl-Z as keys. `restoring` is written on every way out, before the modes are
    /// put back (it leaves the alternate screen, shows the cursor, ends paste mode).
    public func enterRawMode(restoring: [UInt8]) throws(TerminalError) {
        guard !isRaw else { return }
        guard tcgetattr(input, &original) == 0 else { throw TerminalError.notATerminal }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        TerminalSignals.install(device: self, original: original, raw: raw, restoring: restoring)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            TerminalSignals.uninstall()
            throw TerminalError.notATerminal
        }
        isRaw = true
    }

    /// Writes what restores the terminal and puts its modes back as they were.
    public func restore() {
        guard isRaw else { return }
        TerminalSignals.restoreAndUninstall()
        isRaw = false
    }

    deinit { restore() }

    /// Writes all of `bytes` in as few `write` calls as the terminal takes: one, unless
    /// the kernel takes part of it.
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Waits up to `timeout` milliseconds (forever when negative) for bytes or a
    /// signal; returns the bytes read, empty when the wait ended without any, and nil
    /// at the end of input.
    public func read(timeout: Int32) -> [UInt8]? {
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: TerminalSignals.wakeReader, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, fds[1].fd >= 0 ? 2 : 1, timeout)
        if ready <= 0 { return [] }
        if fds[1].revents & Int16(POLLIN) != 0 { TerminalSignals.drainWake() }
        guard fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        if count == 0 { return nil }
        return Array(buffer[0..<count])
    }
}

