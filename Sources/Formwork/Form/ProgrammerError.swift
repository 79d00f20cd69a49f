import Synchronization

/// Stops the program with a message, in every build configuration.
///
/// Used for mistakes in the program itself (a duplicate tag, a condition literal
/// that does not parse, a cycle of conditions), never for what people or clients
/// send: those become errors the program can handle. `preconditionFailure` would
/// drop the message in optimised builds.
func programmerError(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Reports a mistake in the program. While a ``FormTemplate`` checks a definition the
/// mistake is collected, so that the template can throw an error naming every one;
/// otherwise the program stops, as ``programmerError(_:file:line:)`` does. Callers go
/// on in a safe state when it returns.
func reportProgrammerError(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    if let collector = ProgrammerErrorCollector.current {
        collector.report(message())
    } else {
        fatalError(message(), file: file, line: line)
    }
}

/// The mistakes found while a template's definition is built, by the task
/// building it (``FormTemplate``'s initializer binds the collector to that task).
final class ProgrammerErrorCollector: Sendable {
    private let found = Mutex<[String]>([])

    /// Every mistake reported, in order.
    var problems: [String] { found.withLock { $0 } }

    func report(_ problem: String) {
        found.withLock { $0.append(problem) }
    }

    @TaskLocal static var current: ProgrammerErrorCollector?
}
