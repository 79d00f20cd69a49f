import Foundation
import Formwork
import Glibc
@testable import FormworkTerminal

/// Plain mode with its answers from a pipe and its questions into another, as a
/// script or a screen reader's terminal would have them.
func runPlain(_ form: Form, answers: String, everyRow: Bool = false, presenters: TerminalPresenters = TerminalPresenters(),
              journey: JourneyState = JourneyState(), asking: ((BaseRow) -> Bool)? = nil)
    -> (outcome: Result<TerminalFormOutcome, TerminalError>, transcript: String) {
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    _ = pipe(&input)
    _ = pipe(&output)
    // Written from another thread: answers longer than a pipe holds would block. A
    // run that stops reading early closes the pipe under the writer: no SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let bytes = Array(answers.utf8)
    let writer = input[1]
    let written = Thread {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            offset += count
        }
        close(writer)
    }
    written.start()
    var plain = PlainForm(form: form, io: PlainIO(input: input[0], output: output[1]), presenters: presenters, asksEveryRow: everyRow,
                          journey: journey, asked: asking.map(AskedRows.init))
    let outcome: Result<TerminalFormOutcome, TerminalError>
    do { outcome = .success(try plain.run()) } catch { outcome = .failure(error) }
    close(output[1])
    close(input[0])
    var transcript: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
        if count <= 0 { break }
        transcript += buffer[..<count]
    }
    close(output[0])
    return (outcome, String(decoding: transcript, as: UTF8.self))
}
