import ArgumentParser

/// `formwork-demo`: the gallery of every feature. `swift run formwork-demo` serves it
/// on the web.
@main
struct FormworkDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formwork-demo",
        abstract: "The Formwork gallery: every feature, as forms people fill in.",
        subcommands: [Serve.self, List.self, Show.self, WalkthroughCommand.self, TerminalCommand.self, CommandLineCommand.self],
        defaultSubcommand: Serve.self)
}
