import Foundation
import Formwork
import FormworkTerminal

extension FormCommand {
    /// What a run of the command came to.
    public enum Outcome: Sendable, Equatable {
        /// The form is filled in and valid: its values can be used.
        case completed
        /// Help or `--print-resolved` was printed; the command does nothing more.
        case printed
        /// Problems were printed; the command exits with this status (64 or 65).
        case failed(Int32)
        /// The person cancelled the questions with Ctrl-C; the command exits with
        /// status 130, as a program interrupted does.
        case cancelled
    }

    /// Runs the command as a tool does: help when asked, else every source read,
    /// merged and checked once, with `--print-resolved` printing the values and
    /// their sources, and every problem printed on standard error.
    ///
    /// When the form's check finds values missing or invalid, and standard input is
    /// a terminal (or `--plain` is given) and `--no-input` is not, those questions,
    /// and only those, are asked with the terminal front end, full screen, or as
    /// plain lines with `--plain` (one answer a line, which a pipe can give). Values
    /// given and valid are never asked again, and hidden rows never at all. Problems
    /// reading the sources (an unknown flag, an answers file that is not JSON, a
    /// value for a hidden row) are never asked about: they end the run.
    ///
    /// - Parameters:
    ///   - arguments: the command line, without the program's name.
    ///   - environment: the environment variables.
    ///   - terminal: where questions are asked, when they are.
    ///   - output: where help and `--print-resolved` go (standard output).
    ///   - errors: where problems go (standard error).
    public func run(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                    terminal: TerminalDevice = TerminalDevice(),
                    output: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                    errors: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) -> Outcome {
        var resolution = resolve(arguments: arguments, environment: environment)
        let options = resolution.options
        if options.help || options.helpJSON {
            let help = CommandHelp(self)
            output(options.helpJSON ? help.json() : help.text())
            return .printed
        }
        let readingFailed = !resolution.problems.isEmpty
        resolution.apply()
        if options.printResolved {
            output(resolution.resolvedText() + "\n")
            if resolution.problems.isEmpty { return .printed }
        }
        if resolution.problems.isEmpty { return .completed }
        let asks = !readingFailed && !options.printResolved && !options.noInput && resolution.exitStatus == CommandProblem.Kind.data.rawValue
            && (options.plain || isatty(terminal.input) == 1)
        guard asks else {
            errors(resolution.problemsText() + "\n")
            return .failed(resolution.exitStatus)
        }
        return ask(&resolution, plain: options.plain, on: terminal, errors: errors)
    }

    /// Asks the questions the check found missing or invalid, and those a value
    /// given was refused for, then checks the form again.
    func ask(_ resolution: inout CommandResolution, plain: Bool, on terminal: TerminalDevice,
             errors: (String) -> Void) -> Outcome {
        let refused = resolution.rejectedTags
        var asking = TerminalForm(form, options: terminalOptions)
        asking.presenters = presenters
        asking.mode = plain ? .plain : .automatic
        // Rows in error are asked whatever this says.
        asking.asksRow = { row in row.tag.map(refused.contains) ?? false }
        let before = snapshot()
        let inError = Set(form.allRows.compactMap { $0.validationErrors.isEmpty ? nil : $0.tag })
        let outcome: TerminalFormOutcome
        do {
            outcome = try asking.run(on: terminal)
        } catch {
            // What is still missing, named by flags; the terminal said it too.
            resolution.asked(changedTags(since: before))
            errors(resolution.problemsText() + "\n")
            return .failed(resolution.exitStatus == 0 ? CommandProblem.Kind.data.rawValue : resolution.exitStatus)
        }
        guard case .completed = outcome else { return .cancelled }
        resolution.asked(changedTags(since: before).union(inError).union(refused))
        guard resolution.problems.isEmpty else {
            errors(resolution.problemsText() + "\n")
            return .failed(resolution.exitStatus)
        }
        return .completed
    }

    /// Each question's value as it stands, to tell afterwards which were answered.
    private func snapshot() -> [String: String] {
        Dictionary(questions.compactMap { question in
            form.rowBy(tag: question.tag).map { (question.tag, String(describing: $0.baseValue)) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The questions whose values changed since `before`: answered at the prompt
    /// (rows a condition showed while asking, too).
    private func changedTags(since before: [String: String]) -> Set<String> {
        Set(snapshot().compactMap { tag, now in before[tag] == now ? nil : tag })
    }
}
