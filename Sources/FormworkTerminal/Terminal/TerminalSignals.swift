import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process does with signals while a form holds the terminal.
///
/// The handlers only make system calls that are safe in a signal handler (`write`,
/// `tcsetattr`, `signal`, `raise`) on state set up before they are installed.
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT, and the signals of a crash (SIGABRT, SIGILL,
/// SIGTRAP, SIGSEGV, SIGBUS, SIGFPE), restore the terminal and then take the course
/// the program had set for them, with one exception: Swift's own crash handler (the
/// backtracer, which in a terminal stops to ask whether to debug, and would wait
/// there with the form gone) is passed over unless `SWIFT_BACKTRACE` is set, so the
/// process ends at once with the signal's status. Set
/// `SWIFT_BACKTRACE=enable=yes,interactive=no` for a backtrace printed on a crash.
/// SIGTSTP restores the terminal and stops; SIGCONT takes raw mode back and tells
/// the runner to draw everything again. SIGWINCH tells the runner the size changed.
/// Both wake a runner waiting for keys, through a pipe.
public enum TerminalSignals {
    /// What the handlers read, in memory allocated once: a handler that interrupts the
    /// program while it restores the terminal reads it too, and Swift would stop a
    /// second access to a global variable in progress.
    private struct State {
        var input: Int32 = -1
        var output: Int32 = -1
        var original = termios()
        var raw = termios()
        var restoreBytes: UnsafeMutablePointer<UInt8>?
        var restoreCount = 0
        var wakeReader: Int32 = -1
        var wakeWriter: Int32 = -1
        var resized: sig_atomic_t = 0
        var resumed: sig_atomic_t = 0
        /// Set while the program stops itself (``suspend()``), which restored the
        /// terminal already.
        var suspending: sig_atomic_t = 0
        var isInstalled = false
    }

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()

    /// The signals that end the process: the terminal is restored first. A crash (a
    /// failed check, a bad access) is one of them, so it never leaves a raw terminal.
    private static let fatal: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]
    /// Every signal handled, in the order their previous handlers are kept.
    private static let handled: [Int32] = fatal + [SIGTSTP, SIGCONT, SIGWINCH]

    /// The program's actions from before, by the position of their signal in
    /// `handled`, put back whole when the form ends.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 16)
        pointer.initialize(repeating: sigaction(), count: 16)
        return pointer
    }()

    /// By the same positions: whether a fatal signal, once the terminal is restored,
    /// goes to the program's handler from before (false for the default, and in
    /// place of Swift's crash handler unless backtraces were asked for).
    nonisolated(unsafe) private static let chains: UnsafeMutablePointer<Bool> = {
        let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: 16)
        pointer.initialize(repeating: false, count: 16)
        return pointer
    }()

    /// By the same positions: signals left as they were, because the program ignores
    /// them (SIGHUP under `nohup`, SIGINT in a job started in the background).
    nonisolated(unsafe) private static let untouched: UnsafeMutablePointer<Bool> = {
        let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: 16)
        pointer.initialize(repeating: false, count: 16)
        return pointer
    }()

    /// Our own actions, made once: a handler installs itself again from here.
    nonisolated(unsafe) private static let fatalAction: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
        pointer.initialize(to: SignalAction.calling(info: fatalHandler))
        return pointer
    }()

    /// The descriptor that becomes readable when a signal needs the runner's attention.
    static var wakeReader: Int32 { state.pointee.wakeReader }

    static func install(device: TerminalDevice, original: termios, raw: termios, restoring: [UInt8]) {
        uninstall()
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoring.count))
        bytes.initialize(from: restoring, count: restoring.count)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        }
        // Read before the signals are blocked: the map is a file to read.
        let swiftRuntime = SignalAction.swiftRuntimeRanges()
        withSignalsBlocked {
            state.pointee.input = device.input
            state.pointee.output = device.output
            state.pointee.original = original
            state.pointee.raw = raw
            state.pointee.restoreBytes = bytes
            state.pointee.restoreCount = restoring.count
            state.pointee.wakeReader = fds[0]
            state.pointee.wakeWriter = fds[1]
            state.pointee.resized = 0
            state.pointee.resumed = 0
            let backtracesAsked = getenv("SWIFT_BACKTRACE") != nil
            for (index, sig) in handled.enumerated() {
                let before = SignalAction.current(sig)
                previous[index] = before
                untouched[index] = fatal.contains(sig) && SignalAction.ignores(before)
                guard !untouched[index] else { continue }
                let handler = SignalAction.address(of: before)
                chains[index] = SignalAction.isHandler(before)
                    && (backtracesAsked || !swiftRuntime.contains { $0.contains(handler) })
                if fatal.contains(sig) {
                    SignalAction.set(sig, fatalAction)
                } else {
                    var action = SignalAction.calling(sig == SIGTSTP ? stopHandler : sig == SIGCONT ? continueHandler : resizeHandler)
                    SignalAction.set(sig, &action)
                }
            }
            state.pointee.isInstalled = true
        }
    }

    static func uninstall() {
        withSignalsBlocked { uninstallNow() }
    }

    /// Restores the terminal and puts the program's handlers back, with no signal
    /// handled in between.
    static func restoreAndUninstall() {
        withSignalsBlocked {
            restoreNow()
            uninstallNow()
        }
    }

    private static func uninstallNow() {
        guard state.pointee.isInstalled else { return }
        state.pointee.isInstalled = false
        for (index, sig) in handled.enumerated() where !untouched[index] { SignalAction.set(sig, previous + index) }
        for fd in [state.pointee.wakeReader, state.pointee.wakeWriter] where fd >= 0 { close(fd) }
        state.pointee.wakeReader = -1
        state.pointee.wakeWriter = -1
        state.pointee.restoreBytes?.deallocate()
        state.pointee.restoreBytes = nil
        state.pointee.restoreCount = 0
    }

    private static func restoreNow() {
        if let bytes = state.pointee.restoreBytes, state.pointee.restoreCount > 0 {
            _ = write(state.pointee.output, bytes, state.pointee.restoreCount)
        }
        _ = tcsetattr(state.pointee.input, TCSAFLUSH, &state.pointee.original)
    }

    private static func withSignalsBlocked(_ body: () -> Void) {
        var set = sigset_t()
        var old = sigset_t()
        sigemptyset(&set)
        for sig in handled { sigaddset(&set, sig) }
        sigprocmask(SIG_BLOCK, &set, &old)
        body()
        sigprocmask(SIG_SETMASK, &old, nil)
    }

    /// Whether the window was resized since the last call.
    public static func takeResized() -> Bool {
        if state.pointee.resized == 0 { return false }
        state.pointee.resized = 0
        return true
    }

    /// Whether the process was resumed after a stop since the last call.
    public static func takeResumed() -> Bool {
        if state.pointee.resumed == 0 { return false }
        state.pointee.resumed = 0
        return true
    }

    /// Stops the process's group as Ctrl-Z does in a shell (a wrapper script waiting
    /// for this program stops too), with the terminal restored until it resumes.
    public static func suspend() {
        // Restored here, before the group is stopped: the wrapper stops at once and the
        // shell takes the terminal back, and a handler restoring it after that would
        // be a background process changing the terminal, stopped by SIGTTOU for good.
        restoreNow()
        state.pointee.suspending = 1
        _ = kill(0, SIGTSTP)
    }

    static func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 64)
        let fd = state.pointee.wakeReader
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func wake() {
        var byte: UInt8 = 1
        _ = write(state.pointee.wakeWriter, &byte, 1)
    }

    /// Restores the terminal, then hands the signal on: to the program's handler
    /// when it had one (the form goes on, in raw mode again, if that handler
    /// returns), or to the default, which ends the process once this returns, with
    /// the signal's status.
    private static let fatalHandler: SignalAction.InfoHandler = { sig, info, context in
        TerminalSignals.restoreNow()
        var index = 0
        while index < TerminalSignals.handled.count, TerminalSignals.handled[index] != sig { index += 1 }
        if index < TerminalSignals.handled.count, TerminalSignals.chains[index] {
            SignalAction.call(TerminalSignals.previous[index], sig, info, context)
            TerminalSignals.resume()
            return
        }
        signal(sig, SIG_DFL)
        raise(sig)
    }

    // Stops here, inside the handler: SIGTSTP is unblocked so that raising it stops
    // the process at once. When the process resumes, or when the stop was discarded
    // (a process group with no shell to resume it), raw mode comes back either way.
    private static let stopHandler: @convention(c) (Int32) -> Void = { _ in
        if TerminalSignals.state.pointee.suspending == 0 { TerminalSignals.restoreNow() }
        TerminalSignals.state.pointee.suspending = 0
        signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        var again = SignalAction.calling(TerminalSignals.stopHandler)
        SignalAction.set(SIGTSTP, &again)
        TerminalSignals.resume()
    }

    private static let continueHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.resume()
    }

    private static func resume() {
        _ = tcsetattr(state.pointee.input, TCSAFLUSH, &state.pointee.raw)
        state.pointee.resumed = 1
        wake()
    }

    private static let resizeHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.state.pointee.resized = 1
        TerminalSignals.wake()
    }
}
