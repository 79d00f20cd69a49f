/// Stops the program with a message, in every build configuration.
///
/// Used for mistakes in the program itself (a duplicate tag, a condition literal
/// that does not parse, a cycle of conditions), never for what people or clients
/// send: those become errors the program can handle. `preconditionFailure` would
/// drop the message in optimised builds.
func programmerError(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}
