import Glibc

/// Where plain mode reads answers and writes questions: lines, with no escape codes.
///
/// Questions go to standard error, so that a script can read what the program prints
/// on standard output (the values) apart from them.
struct PlainIO {
    let input: Int32
    let output: Int32
    private var pending: [UInt8] = []
    private var ended = false

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    init(device: TerminalDevice) {
        self.init(input: device.input, output: STDERR_FILENO)
    }

    /// Writes text as it is; the caller has made it safe.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }

    /// The next line, without its line break (and a carriage return before it); nil
    /// when input has ended. A last line without a break is still a line.
    mutating func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if ended {
                guard !pending.isEmpty else { return nil }
                defer { pending.removeAll() }
                return String(decoding: pending, as: UTF8.self)
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                ended = true
            } else {
                pending.append(contentsOf: buffer[..<count])
            }
            // A line longer than any answer is cut rather than held without end.
            if pending.count > 1 << 20 && !pending.contains(0x0A) { pending.append(0x0A) }
        }
    }
}
