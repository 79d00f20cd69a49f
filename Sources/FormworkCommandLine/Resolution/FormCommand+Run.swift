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
        /// `--save-draft`: the answers were saved as the draft with this code,
        /// which the web or another run (`--resume CODE`) goes on with.
        case savedDraft(DraftCode)
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
        if resolution.options.resumeCode != nil || resolution.options.savesDraft {
            let flag = resolution.options.savesDraft ? "--save-draft" : "--resume"
            errors("\(name): \(flag): this command keeps no drafts\n")
            return .failed(CommandProblem.Kind.usage.rawValue)
        }
        return finish(&resolution, terminal: terminal, output: output, errors: errors)
    }

    /// Runs the command as ``run(arguments:environment:terminal:output:errors:)``
    /// does, with drafts kept in `drafts`: `--resume CODE` takes a draft's answers
    /// (saved on the web or by `--save-draft`) below the answers file, and
    /// `--save-draft` saves the answers resolved as a draft, over the one resumed,
    /// and prints its code, asking nothing and finishing nothing, for the web or a
    /// later run to finish. A resumed draft that is finished here is marked sent,
    /// so that it is not sent again from elsewhere.
    public func run(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                    drafts: any DraftStore, now: @Sendable () -> Date = { Date() },
                    terminal: TerminalDevice = TerminalDevice(),
                    output: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                    errors: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) async -> Outcome {
        var resolution = resolve(arguments: arguments, environment: environment)
        let options = resolution.options
        var resumed: Draft?
        if let code = options.resumeCode, !options.help, !options.helpJSON {
            guard let draftCode = DraftCode(code) else {
                errors("\(name): --resume: \(ArgumentReader.shown(code)) is not a draft's code\n")
                return .failed(CommandProblem.Kind.usage.rawValue)
            }
            do {
                guard let draft = try await drafts.load(draftCode, now: now()) else {
                    errors("\(name): --resume: no saved answers have the code \(draftCode), or they have expired\n")
                    return .failed(CommandProblem.Kind.data.rawValue)
                }
                guard draft.submitted == nil else {
                    errors("\(name): --resume: the answers saved as \(draftCode) were already sent\n")
                    return .failed(CommandProblem.Kind.data.rawValue)
                }
                resumed = draft
            } catch {
                errors("\(name): --resume: the drafts cannot be read: \(error)\n")
                return .failed(Self.unavailable)
            }
            resolution = resolve(arguments: arguments, environment: environment, draft: (draftCode.rawValue, resumed?.answers ?? [:]))
        }
        if options.savesDraft, !options.help, !options.helpJSON {
            resolution.apply()
            if resolution.exitStatus == CommandProblem.Kind.usage.rawValue {
                errors(resolution.problemsText() + "\n")
                return .failed(resolution.exitStatus)
            }
            do {
                let saved = try await drafts.save(form.draft(over: resumed, now: now()), now: now())
                if !resolution.problems.isEmpty { errors(resolution.problemsText() + "\n") }
                output("draft: \(saved.code)\n")
                return .savedDraft(saved.code)
            } catch {
                errors("\(name): --save-draft: the answers could not be saved: \(error)\n")
                return .failed(Self.unavailable)
            }
        }
        let outcome = finish(&resolution, keepsDrafts: true, terminal: terminal, output: output, errors: errors)
        if outcome == .completed, let resumed {
            do {
                try await drafts.markSubmitted(resumed.code, now: now())
            } catch {
                errors("\(name): the answers saved as \(resumed.code) were sent elsewhere meanwhile\n")
                return .failed(CommandProblem.Kind.data.rawValue)
            }
        }
        return outcome
    }

    /// EX_UNAVAILABLE: the drafts could not be reached.
    static let unavailable: Int32 = 69
    /// EX_CANTCREAT: the saved answers could not be written.
    static let cannotCreate: Int32 = 73

    /// Everything after the sources are read: help, the one check, `--print-resolved`,
    /// asking what is missing, and `--save-answers`.
    func finish(_ resolution: inout CommandResolution, keepsDrafts: Bool = false, terminal: TerminalDevice, output: (String) -> Void,
                errors: (String) -> Void) -> Outcome {
        let options = resolution.options
        if options.help || options.helpJSON {
            let help = CommandHelp(self, keepsDrafts: keepsDrafts)
            output(options.helpJSON ? help.json() : help.text())
            return .printed
        }
        let readingFailed = !resolution.problems.isEmpty
        resolution.apply()
        if options.printResolved {
            output(resolution.resolvedText() + "\n")
            if resolution.problems.isEmpty { return .printed }
        }
        var outcome = Outcome.completed
        if !resolution.problems.isEmpty {
            let asks = !readingFailed && !options.printResolved && !options.noInput && resolution.exitStatus == CommandProblem.Kind.data.rawValue
                && (options.plain || isatty(terminal.input) == 1)
            guard asks else {
                errors(resolution.problemsText() + "\n")
                return .failed(resolution.exitStatus)
            }
            outcome = ask(&resolution, plain: options.plain, on: terminal, errors: errors)
        }
        if outcome == .completed, let path = options.saveAnswersFile {
            guard FileManager.default.createFile(atPath: path, contents: Data(resolution.answersText().utf8)) else {
                errors("\(name): --save-answers: \(ArgumentReader.shown(path)) cannot be written\n")
                return .failed(Self.cannotCreate)
            }
        }
        return outcome
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
