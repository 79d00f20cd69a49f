import Formwork

/// Draws one kind of row in a terminal form and answers the keys typed on it.
///
/// The form draws what every row has (the focus pointer, the title, help text and
/// errors); a presenter draws the value, at the right of the title, and any lines below
/// it. Like the web's presenters it reads the row only through the core's renderer API
/// (`BaseRow`'s kind, option lists, input text and hints) and changes it only through
/// `takeInput`, `selectOption` and `didSelect`, so one presenter serves every row type
/// of its kind. Register one for a new kind with ``TerminalPresenters/register(_:for:)``.
///
/// The same presenter asks its row in plain mode, line by line
/// (``plainQuestion(for:)`` and ``takePlainAnswer(_:for:)``), as huh's fields each
/// have an accessible mode.
public protocol TerminalRowPresenter: Sendable {
    /// The row's value, and lines below it.
    ///
    /// The row with focus is drawn on every frame. A row without focus is drawn again
    /// only when its form reports a change (any `FormEvent` but a focus change) or the
    /// width changes, so draw from the row, its form and the state given, which the
    /// form reports on, not from anything else that can change unannounced.
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing
    /// Answers a key or a paste while the row has focus.
    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse
    /// The row takes focus: set up what editing it needs.
    func focus(_ row: BaseRow, state: inout TerminalRowState)
    /// The row loses focus: finish what is being edited.
    func blur(_ row: BaseRow, state: inout TerminalRowState)
    /// The keys the row answers, for the line of hints at the bottom.
    func hints(for row: BaseRow, state: TerminalRowState) -> String
    /// Plain mode: how the row is asked when the form is asked line by line.
    func plainQuestion(for row: BaseRow) -> PlainQuestion
    /// Plain mode: gives the row a line typed in answer to a
    /// ``PlainQuestion/line(shape:)`` question; the reason when the row refuses it.
    func takePlainAnswer(_ answer: String, for row: BaseRow) -> String?
}

extension TerminalRowPresenter {
    /// Sets up nothing: a presenter that keeps nothing while its row has focus.
    public func focus(_ row: BaseRow, state: inout TerminalRowState) {}
    /// Finishes nothing: every key already reached the row.
    public func blur(_ row: BaseRow, state: inout TerminalRowState) {}
    /// No hints of the row's own; the form's keys still show.
    public func hints(for row: BaseRow, state: TerminalRowState) -> String { "" }
}

/// What a presenter keeps while its row has focus; made new each time the row takes
/// focus.
public struct TerminalRowState: Sendable {
    /// Which part of the control is chosen: a date's field, a cascading list.
    public var field = 0
    /// Whether the control is open: a date picker whose fields the arrows step.
    public var isOpen = false
    /// The row's input text when it took focus or was opened, to go back to.
    public var original: String?
    /// A short note for the person about their last key (a character the mask refused,
    /// a file that could not be read); the form shows it in place of the hints.
    public var note: String?
    /// The text being typed, for text rows.
    var editor: TextEditor?

    /// A state with nothing set.
    public init() {}
}

/// What a presenter knows about where it draws.
public struct TerminalRowContext: Sendable {
    /// The styles of the form.
    public var palette: TerminalPalette
    /// Whether the row has focus.
    public var isFocused: Bool
    /// The columns the value may take at the right of the title.
    public var valueWidth: Int
    /// The columns of a line below the row.
    public var lineWidth: Int
}

/// What a presenter draws for a row.
public struct TerminalRowDrawing: Sendable {
    /// The value, drawn at the right of the title.
    public var value: StyledLine
    /// Lines drawn below the row: a text area's text, an open picker.
    public var lines: [StyledLine]
    /// Where the cursor shows when the row has focus: a column of the value (line nil)
    /// or of one of the lines below; nil hides it.
    public var cursor: (line: Int?, column: Int)?

    /// A drawing of a value, lines below it and a cursor.
    public init(value: StyledLine, lines: [StyledLine] = [], cursor: (line: Int?, column: Int)? = nil) {
        self.value = value
        self.lines = lines
        self.cursor = cursor
    }
}

/// What a presenter did with a key.
public enum TerminalRowResponse: Sendable, Equatable {
    /// The key was taken.
    case handled
    /// Not a key for the row: the form answers it (moving between rows, submitting).
    case ignored
    /// Enter on a row that is done: the form moves on, or submits on the last row.
    case moveOn
    /// The row asks the form to submit (a button).
    case submit
    /// The row asks for one of its option lists as a list to choose from.
    case openChoices(list: Int)
    /// The row asks for the form it opens (a subform).
    case openNestedForm
}

/// The presenters a terminal form draws rows with, by row type or by row kind.
///
/// Starts with a presenter for every kind the core knows (`RowKind.builtIn`). A row
/// of a kind with no presenter is drawn by what it holds, as its `fallbackKind`
/// says, as the web draws it: a list to choose from when it has options, a check
/// for yes or no, a date picker for a date, a file chooser for a file, text shown
/// for nothing, and a text field otherwise.
public struct TerminalPresenters: Sendable {
    private var byKind: [RowKind: any TerminalRowPresenter]
    private var byType: [ObjectIdentifier: any TerminalRowPresenter] = [:]

    /// The built-in presenters.
    public init() {
        byKind = [:]
        let text = TextFieldPresenter()
        for kind in TextFieldPresenter.kinds { byKind[kind] = text }
        byKind[.label] = LabelPresenter()
        byKind[.button] = ButtonPresenter()
        byKind[.check] = TogglePresenter(isSwitch: false)
        byKind[.toggle] = TogglePresenter(isSwitch: true)
        byKind[.slider] = NumberStepPresenter(isSlider: true)
        byKind[.stepper] = NumberStepPresenter(isSlider: false)
        let date = DatePresenter()
        for kind in [RowKind.date, .time, .dateTime, .countDownTimer] { byKind[kind] = date }
        byKind[.options] = OptionsPresenter()
        byKind[.multipleOptions] = OptionsPresenter()
        byKind[.doublePicker] = OptionsPresenter()
        byKind[.triplePicker] = OptionsPresenter()
        byKind[.listCheck] = ListCheckPresenter()
        byKind[.subform] = SubformPresenter()
        byKind[.image] = FilePresenter()
        byKind[.file] = byKind[.image]
    }

    /// Draws rows of `kind` with `presenter`, in place of any presenter it had.
    public mutating func register(_ presenter: some TerminalRowPresenter, for kind: RowKind) {
        byKind[kind] = presenter
    }

    /// Draws rows of type `rowType` (not its subclasses) with `presenter`, in
    /// place of the presenter of their kind: a custom row ported from Eureka, whose
    /// cell is now a presenter.
    public mutating func register(_ presenter: some TerminalRowPresenter, forRowType rowType: BaseRow.Type) {
        byType[ObjectIdentifier(rowType)] = presenter
    }

    /// The presenter registered for `kind`; a text field's for a kind without one.
    /// A presenter of a custom kind can draw with a built-in one and add to it.
    public func presenter(for kind: RowKind) -> any TerminalRowPresenter {
        byKind[kind] ?? byKind[.text]!
    }

    /// The presenter for `row`: the one registered for its type, a button's for a
    /// repeating group's add button, the one for its kind, or, for a kind with
    /// none, the one for its `fallbackKind`.
    public func presenter(for row: BaseRow) -> any TerminalRowPresenter {
        if !byType.isEmpty, let presenter = byType[ObjectIdentifier(type(of: row))] { return presenter }
        // A repeating group's add button of another row type is pressed like a button.
        if row.isAddItemRow, let button = byKind[.button] { return button }
        if let presenter = byKind[row.kind] { return presenter }
        return presenter(for: row.fallbackKind)
    }

    /// Whether rows of `kind` have a presenter of their own.
    public func hasPresenter(for kind: RowKind) -> Bool {
        byKind[kind] != nil
    }
}
