#if Vapor
import Synchronization
import Testing

/// Expectations made on a thread outside Swift's concurrency (a client blocking on
/// its socket), where Swift Testing cannot tell which test they belong to: noted
/// there, and recorded by the test once the thread is done.
final class ThreadChecks: Sendable {
    private struct Check {
        let passed: Bool
        let comment: String
        let location: SourceLocation
    }

    struct Unmet: Error, CustomStringConvertible {
        let description: String
    }

    private let checks = Mutex<[Check]>([])

    func expect(_ condition: Bool, _ comment: @autoclosure () -> String = "",
                sourceLocation: SourceLocation = #_sourceLocation) {
        let check = Check(passed: condition, comment: condition ? "" : comment(), location: sourceLocation)
        checks.withLock { $0.append(check) }
    }

    /// `value`, or an error that ends the client when it is nil.
    func require<T>(_ value: T?, _ comment: @autoclosure () -> String = "",
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
        guard let value else {
            let text = comment()
            expect(false, text, sourceLocation: sourceLocation)
            throw Unmet(description: "required: \(text)")
        }
        return value
    }

    /// Records each unmet expectation as an issue of the running test.
    func record() {
        for check in checks.withLock({ $0 }) where !check.passed {
            Issue.record(Comment(rawValue: "Expectation failed" + (check.comment.isEmpty ? "" : ": " + check.comment)),
                         sourceLocation: check.location)
        }
    }
}
#endif
