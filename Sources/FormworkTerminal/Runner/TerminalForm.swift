import Foundation
import Formwork

/// Runs a form in the terminal, for a command-line tool: the same `Form` that serves a
/// web page, filled in as a grouped list below the prompt (or full screen), or as plain
/// line-by-line questions where a terminal cannot be drawn on.
///
/// ```swift
/// let form = Form()
/// form +++ Section("Deploy")
///     <<< TextRow("service") { $0.title = "Service"; $0.add(rule: RuleRequired()) }
///     <<< PushRow<String>("region") { $0.title = "Region"; $0.options = ["eu-west", "us-east"] }
/// switch try TerminalForm(form).run() {
/// case .completed(let values): print(values)
/// case .cancelled: exit(130)
/// }
/// ```
///
/// Tab, Shift-Tab and the arrows move between rows, following the form's navigation;
/// Enter moves on and submits on the last row or a button; Ctrl-S submits from
/// anywhere. Submitting validates the form and takes the focus to the first error.
/// Ctrl-C cancels, with the terminal as it was.
///
/// A form of several pages (Formwork's `Page`) is asked a page at a time, under its title
/// and "Page n of m": Ctrl-S (or Enter on the last row) checks the page and goes on
/// to the next one on the path, Ctrl-P (or Esc) goes back a page keeping what was
/// typed, and the last page leads to the review of every answer, where Enter on
/// one goes to its page and continuing from there comes back. Plain mode asks the
/// pages in turn with the same headings, takes `<` to go back a page, and lists the
/// answers by number to change one. ``journey`` starts it where a draft stood.
public struct TerminalForm {
    /// The form filled in.
    public let form: Form
    /// How the terminal is used.
    public var options: TerminalOptions
    /// How moving treats disabled rows and rows that cannot take focus.
    public var navigation: RowNavigationOptions = [.skipRowsThatCannotTakeFocus]
    /// The presenters rows are drawn with.
    public var presenters = TerminalPresenters()
    /// Interactive or plain.
    public var mode: Mode = .automatic
    /// In plain mode, whether rows that already have a value are asked too, offering
    /// it (an empty answer keeps it, `-` clears it), rather than only shown. Also
    /// chosen by `FORMWORK_PLAIN=every`, for a person who wants every question asked.
    public var asksEveryRowInPlainMode = false
    /// Where a form of several pages starts: its first page by default, or where a
    /// resumed draft stood (the `state` of the `FormJourney` that `Form.resume(from:)`
    /// gives). Ignored by a form of one page.
    public var journey = JourneyState()
    /// Which rows are asked; nil (the default) asks every row. When set, a row is
    /// asked when this returns true for it, or when a check finds it in error (and
    /// from then on): the other rows are drawn with their values, or in plain mode
    /// said, but never take the focus nor are asked. A page with nothing to ask is
    /// passed, a form of several pages ends at its last page without the review
    /// of every answer, which would ask them all again, and plain mode does not offer
    /// to add items to repeating groups. A command line asks this way
    /// for what its flags left missing or invalid.
    public var asksRow: ((BaseRow) -> Bool)?

    /// How the form is asked.
    public enum Mode: Sendable, Hashable {
        /// Interactive in a terminal; plain when standard input or output is not a
        /// terminal, when `TERM` is `dumb`, or when `FORMWORK_PLAIN` is set to anything
        /// but `0` (`every` also asks rows that have a value).
        case automatic
        /// Always interactive: fails with ``TerminalError/notATerminal`` without a
        /// terminal.
        case interactive
        /// Always plain: one question per line, numbered choices, no escape codes.
        /// Screen readers and scripts read it as they read any program's output.
        case plain
    }

    /// A form to run.
    public init(_ form: Form, options: TerminalOptions = TerminalOptions()) {
        self.form = form
        self.options = options
    }

    /// Whether the form would be asked in plain mode on `device`.
    public func isPlain(on device: TerminalDevice, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch mode {
        case .plain: return true
        case .interactive: return false
        case .automatic:
            if let plain = environment["FORMWORK_PLAIN"], !plain.isEmpty, plain != "0" { return true }
            return !device.isInteractive || environment["TERM"] == "dumb"
        }
    }

    /// Asks for the form until it is submitted with no errors (its values) or
    /// cancelled with Ctrl-C.
    ///
    /// - Throws: ``TerminalError/notATerminal`` in interactive mode without a terminal;
    ///   ``TerminalError/endOfInput`` when input ends in interactive mode;
    ///   ``TerminalError/unanswered(_:)`` when input ends in plain mode with required
    ///   rows unanswered or answers in error, naming them.
    public func run(on device: TerminalDevice = TerminalDevice()) throws(TerminalError) -> TerminalFormOutcome {
        let environment = ProcessInfo.processInfo.environment
        if isPlain(on: device, environment: environment) {
            let everyRow = asksEveryRowInPlainMode || environment["FORMWORK_PLAIN"] == "every"
            var plain = PlainForm(form: form, io: PlainIO(device: device), presenters: presenters, asksEveryRow: everyRow,
                                  journey: journey, asked: asksRow.map(AskedRows.init))
            return try plain.run()
        }
        var scene = FormScene(form: form, presenters: presenters, navigation: navigation, journey: journey,
                              asked: asksRow.map(AskedRows.init))
        let session = TerminalSession(device: device, options: options, environment: environment)
        guard try session.run(&scene) else { return .cancelled }
        return .completed(form.values())
    }
}

/// How a terminal form ended.
public enum TerminalFormOutcome {
    /// Submitted with no errors: the form's values by tag, as the form's `values()` gives them.
    case completed([String: Any?])
    /// Cancelled with Ctrl-C (or, in plain mode, an interrupt).
    case cancelled
}
