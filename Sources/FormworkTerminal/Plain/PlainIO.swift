import Glibc

/// Where plain mode reads answers and writes questions: lines, with no escape codes.
///
/// Questions go to standard error, so that a script can read what the program prints
/// on standard output (the values) apart from them.
struct PlainIO {
    let input: Int32
    let output: Int32

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    init(device: TerminalDevice) {
        self.init(input: device.input, output: STDERR_FILENO)
    }

    /// Writes text as it is; the caller has made it safe.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// The next line, without its line break (and a carriage return before it); nil
    /// when input has ended. A last line without a break is still a line.
    ///
    /// Input is read a byte at a time and never past the line, so what follows stays
    /// for whoever reads next: another form, or the program itself.
    /// A secret (`secret`) typed at a terminal is not echoed, only its line break.
    func readLine(secret: Bool = false) -> String? {
        // Echo comes back however the read ends, Ctrl-C and signals included.
        var saved = termios()
        if secret, isatty(input) == 1, tcgetattr(input, &saved) == 0 {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            quiet.c_lflag |= tcflag_t(ECHONL)
            TerminalSignals.install(device: TerminalDevice(input: input, output: output), original: saved, raw: quiet, restoring: [])
            if tcsetattr(input, TCSANOW, &quiet) == 0 {
                defer { TerminalSignals.restoreAndUninstall() }
                return readPlainLine()
            }
            TerminalSignals.uninstall()
        }
        return readPlainLine()
    }

    private func readPlainLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(input, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == 0x0A { break }
            // A line longer than any answer is cut rather than held without end.
            if line.count < Self.longestLine { line.append(byte) }
        }
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// The most bytes of a line kept.
    static let longestLine = 1 << 16
}
