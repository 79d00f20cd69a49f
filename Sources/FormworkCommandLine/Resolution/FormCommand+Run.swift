import Foundation
import Formwork

extension FormCommand {
    /// What a run of the command came to.
    public enum Outcome: Sendable, Equatable {
        /// The form is filled in and valid: its values can be used.
        case completed
        /// Help or `--print-resolved` was printed; the command does nothing more.
        case printed
        /// Problems were printed; the command exits with this status (64 or 65).
        case failed(Int32)
    }

    /// Runs the command as a tool does: help when asked, else every source read,
    /// merged and checked once, with `--print-resolved` printing the values and
    /// their sources, and every problem printed on standard error.
    ///
    /// - Parameters:
    ///   - arguments: the command line, without the program's name.
    ///   - environment: the environment variables.
    ///   - output: where help and `--print-resolved` go (standard output).
    ///   - errors: where problems go (standard error).
    public func run(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                    output: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                    errors: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) -> Outcome {
        var resolution = resolve(arguments: arguments, environment: environment)
        if resolution.options.help || resolution.options.helpJSON {
            let help = CommandHelp(self)
            output(resolution.options.helpJSON ? help.json() : help.text())
            return .printed
        }
        resolution.apply()
        if resolution.options.printResolved {
            output(resolution.resolvedText() + "\n")
            if resolution.problems.isEmpty { return .printed }
        }
        guard resolution.problems.isEmpty else {
            errors(resolution.problemsText() + "\n")
            return .failed(resolution.exitStatus)
        }
        return .completed
    }
}
