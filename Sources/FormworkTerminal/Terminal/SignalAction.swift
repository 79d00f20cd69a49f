import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal's action as the system keeps it (`struct sigaction`), read and set whole:
/// what a program had before is put back with its flags (`SA_SIGINFO`,
/// `SA_ONSTACK`), and its handler can be called as the system would call it.
/// Everything here but ``swiftRuntimeRanges()`` is safe inside a signal handler.
enum SignalAction {
    typealias Handler = @convention(c) (Int32) -> Void
    typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// The action `sig` has now.
    static func current(_ sig: Int32) -> sigaction {
        var action = sigaction()
        _ = sigaction(sig, nil, &action)
        return action
    }

    /// Gives `sig` the action `action`.
    static func set(_ sig: Int32, _ action: UnsafePointer<sigaction>) {
        _ = sigaction(sig, action, nil)
    }

    /// An action that calls `handler`, restarting interrupted system calls.
    static func calling(_ handler: Handler) -> sigaction {
        action(flags: SA_RESTART) {
            #if canImport(Glibc)
            $0.__sigaction_handler.sa_handler = handler
            #else
            $0.__sigaction_u.__sa_handler = handler
            #endif
        }
    }

    /// An action that calls `handler` with the signal's information and context (to
    /// hand them on), on the alternate stack when the program has one (a stack
    /// overflow leaves no room on the stack that overflowed).
    static func calling(info handler: InfoHandler) -> sigaction {
        action(flags: SA_SIGINFO | SA_RESTART | SA_ONSTACK) {
            #if canImport(Glibc)
            $0.__sigaction_handler.sa_sigaction = handler
            #else
            $0.__sigaction_u.__sa_sigaction = handler
            #endif
        }
    }

    private static func action(flags: Int32, handler set: (inout sigaction) -> Void) -> sigaction {
        var action = sigaction()
        set(&action)
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        return action
    }

    /// The address of the action's handler: 0 for the default, 1 for ignoring.
    static func address(of action: sigaction) -> UInt {
        // A handler is a C function pointer, and SIG_DFL and SIG_IGN are the numbers
        // 0 and 1 in its place: only a cast reads it as a number.
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return 0 }
        return UInt(bitPattern: unsafeBitCast(handler, to: UnsafeRawPointer.self))
    }

    /// Whether the action ignores its signal.
    static func ignores(_ action: sigaction) -> Bool { address(of: action) == 1 }

    /// Whether the action is a handler of a program's (neither the default nor ignoring).
    static func isHandler(_ action: sigaction) -> Bool { address(of: action) > 1 }

    /// Calls the action's handler as the system would have: with the signal's
    /// information and context when it takes them.
    static func call(_ action: sigaction, _ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
                     _ context: UnsafeMutableRawPointer?) {
        #if canImport(Glibc)
        if action.sa_flags & SA_SIGINFO != 0 {
            action.__sigaction_handler.sa_sigaction?(sig, info, context)
        } else {
            action.__sigaction_handler.sa_handler?(sig)
        }
        #else
        if action.sa_flags & SA_SIGINFO != 0 {
            action.__sigaction_u.__sa_sigaction?(sig, info, context)
        } else {
            action.__sigaction_u.__sa_handler?(sig)
        }
        #endif
    }

    /// Where the Swift runtime library is in memory, from the process's map (read to
    /// its end: a file of /proc says it has no size). Empty where there is no such
    /// map, or when the runtime is linked into the program itself.
    static func swiftRuntimeRanges() -> [Range<UInt>] {
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [] }
        defer { try? file.close() }
        let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        var ranges: [Range<UInt>] = []
        for line in maps.split(separator: "\n") where line.contains("libswiftCore") {
            let bounds = line.prefix(while: { $0 != " " }).split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), start < end else {
                continue
            }
            ranges.append(start..<end)
        }
        return ranges
    }
}
