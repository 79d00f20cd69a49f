#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process does with signals while a form holds the terminal.
///
/// The handlers only make system calls that are safe in a signal handler (`write`,
/// `tcsetattr`, `signal`, `raise`) on state set up before they are installed.
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal and then take their
/// usual course. SIGTSTP restores it and stops; SIGCONT takes raw mode back and tells
/// the runner to draw everything again. SIGWINCH tells the runner the size changed.
/// Both wake a runner waiting for keys, through a pipe.
public enum TerminalSignals {
    nonisolated(unsafe) private static var inputDescriptor: Int32 = -1
    nonisolated(unsafe) private static var outputDescriptor: Int32 = -1
    nonisolated(unsafe) private static var originalSettings = termios()
    nonisolated(unsafe) static var rawSettings = termios()
    nonisolated(unsafe) private static var restoreBytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var restoreCount = 0
    nonisolated(unsafe) private static var wakePipe: [Int32] = [-1, -1]
    nonisolated(unsafe) private static var resized: sig_atomic_t = 0
    nonisolated(unsafe) private static var resumed: sig_atomic_t = 0
    nonisolated(unsafe) private static var previous: [Int32: sighandler_t?] = [:]

    private static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The descriptor that becomes readable when a signal needs the runner's attention.
    static var wakeReader: Int32 { wakePipe[0] }

    static func install(device: TerminalDevice, original: termios, restoring: [UInt8]) {
        uninstall()
        inputDescriptor = device.input
        outputDescriptor = device.output
        originalSettings = original
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoring.count))
        bytes.initialize(from: restoring, count: restoring.count)
        restoreBytes = bytes
        restoreCount = restoring.count
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            wakePipe = fds
        }
        resized = 0
        resumed = 0
        for sig in fatalSignals { previous[sig] = signal(sig, fatalHandler) }
        previous[SIGTSTP] = signal(SIGTSTP, stopHandler)
        previous[SIGCONT] = signal(SIGCONT, continueHandler)
        previous[SIGWINCH] = signal(SIGWINCH, resizeHandler)
    }

    static func uninstall() {
        for (sig, handler) in previous { signal(sig, handler ?? SIG_DFL) }
        previous = [:]
        for fd in wakePipe where fd >= 0 { close(fd) }
        wakePipe = [-1, -1]
        restoreBytes?.deallocate()
        restoreBytes = nil
        restoreCount = 0
    }

    /// Writes the restoring bytes and puts the terminal's modes back.
    static func restoreNow() {
        if let restoreBytes, restoreCount > 0 { _ = write(outputDescriptor, restoreBytes, restoreCount) }
        _ = tcsetattr(inputDescriptor, TCSAFLUSH, &originalSettings)
    }

    /// Whether the window was resized since the last call.
    public static func takeResized() -> Bool {
        if resized == 0 { return false }
        resized = 0
        return true
    }

    /// Whether the process was resumed after a stop since the last call.
    public static func takeResumed() -> Bool {
        if resumed == 0 { return false }
        resumed = 0
        return true
    }

    /// Stops the process as Ctrl-Z does in a shell, with the terminal restored until
    /// it resumes.
    public static func suspend() {
        _ = raise(SIGTSTP)
    }

    static func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(wakePipe[0], $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func wake() {
        var byte: UInt8 = 1
        _ = write(wakePipe[1], &byte, 1)
    }

    private static let fatalHandler: @convention(c) (Int32) -> Void = { sig in
        TerminalSignals.restoreNow()
        signal(sig, SIG_DFL)
        raise(sig)
    }

    // Stops here, inside the handler: SIGTSTP is unblocked so that raising it stops
    // the process at once. When the process resumes, or when the stop was discarded
    // (a process group with no shell to resume it), raw mode comes back either way.
    private static let stopHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.restoreNow()
        signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        signal(SIGTSTP, TerminalSignals.stopHandler)
        TerminalSignals.resume()
    }

    private static let continueHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.resume()
    }

    private static func resume() {
        _ = tcsetattr(inputDescriptor, TCSAFLUSH, &rawSettings)
        resumed = 1
        wake()
    }

    private static let resizeHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.resized = 1
        TerminalSignals.wake()
    }
}
