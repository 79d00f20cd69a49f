import Foundation
import Formwork
import FormworkTerminal
import Testing

/// The README's terminal example, compiled here (`everyReadmeExampleIsHere` in the core's
/// tests finds it in this file). It asks a person, so it is not run; what it does
/// without a terminal is.
@Suite("README terminal example")
struct ReadmeTerminalExampleTests {
    func readmeExample() throws {
        let colour = PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Green", "Blue"] }
        if try TerminalSelector(row: colour).run() {
            print(colour.value ?? "none")
        }
    }

    @Test("Without a terminal the selector fails at once and the row is unchanged")
    func withoutATerminal() throws {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let colour = PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Green", "Blue"] }
        #expect(throws: TerminalError.notATerminal) {
            try TerminalSelector(row: colour).run(on: TerminalDevice(input: null, output: null))
        }
        #expect(colour.value == nil)
        _ = readmeExample
    }
}
