import Formwork

/// Draws one kind of row as HTML: its label and control. The renderer draws what
/// every row has around it (the row's element, help text, errors).
///
/// A presenter reads the row only through the core's renderer API (`BaseRow`'s
/// kind, identifier, option lists, input text and hints), so one presenter draws
/// every row type of its kind, custom ones too. Register a presenter for a new
/// kind with ``HTMLPresenters/register(_:for:)``.
public protocol HTMLRowPresenter: Sendable {
    /// Writes the row's label and control.
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter)
}

/// The presenters a renderer draws rows with, by row type or by row kind.
///
/// Starts with a presenter for every kind the core knows (`RowKind.builtIn`); a row
/// of a kind with no presenter is drawn by what it holds, as its `fallbackKind`
/// says, as the terminal draws it. A presenter registered for a row type
/// (``register(_:forRowType:)``, as Eureka registers a cell per row) draws rows of
/// exactly that type, whatever their kind.
public struct HTMLPresenters: Sendable {
    private var byKind: [RowKind: any HTMLRowPresenter]
    private var byType: [ObjectIdentifier: any HTMLRowPresenter] = [:]
    private var choicesByType: [ObjectIdentifier: any HTMLChoicePresenter] = [:]

    /// The built-in presenters.
    public init() {
        let text = TextFieldPresenter()
        byKind = [:]
        for kind in TextFieldPresenter.kinds { byKind[kind] = text }
        byKind[.textArea] = TextAreaPresenter()
        byKind[.label] = LabelPresenter()
        byKind[.button] = ButtonPresenter()
        byKind[.check] = CheckboxPresenter(isSwitch: false)
        byKind[.toggle] = CheckboxPresenter(isSwitch: true)
        byKind[.slider] = SliderPresenter()
        byKind[.stepper] = StepperPresenter()
        let date = DatePresenter()
        for kind in [RowKind.date, .time, .dateTime, .countDownTimer] { byKind[kind] = date }
        byKind[.options] = OptionsPresenter()
        byKind[.multipleOptions] = MultipleOptionsPresenter()
        byKind[.listCheck] = ListCheckPresenter()
        byKind[.doublePicker] = CascadingPickerPresenter()
        byKind[.triplePicker] = CascadingPickerPresenter()
        byKind[.subform] = SubformPresenter()
        let file = FilePresenter()
        byKind[.image] = file
        byKind[.file] = file
    }

    /// Draws rows of `kind` with `presenter`, in place of any presenter it had.
    public mutating func register(_ presenter: some HTMLRowPresenter, for kind: RowKind) {
        byKind[kind] = presenter
    }

    /// Draws rows of type `rowType` (not its subclasses) with `presenter`, in
    /// place of the presenter of their kind: a custom row ported from Eureka, whose
    /// cell is now a presenter.
    public mutating func register(_ presenter: some HTMLRowPresenter, forRowType rowType: BaseRow.Type) {
        byType[ObjectIdentifier(rowType)] = presenter
    }

    /// Draws the choices of selectable sections whose rows are of type `rowType` (not
    /// its subclasses) with `presenter`, in place of the standard radio buttons or
    /// checkboxes: a custom selectable row ported from Eureka, such as an image check.
    public mutating func register(_ presenter: some HTMLChoicePresenter, forChoiceRowType rowType: BaseRow.Type) {
        choicesByType[ObjectIdentifier(rowType)] = presenter
    }

    /// The presenter registered for choices of `row`'s type, if any.
    public func choicePresenter(for row: BaseRow) -> (any HTMLChoicePresenter)? {
        choicesByType.isEmpty ? nil : choicesByType[ObjectIdentifier(type(of: row))]
    }

    /// Whether any presenter is registered for a row type.
    var hasRowTypePresenters: Bool { !byType.isEmpty }

    /// The presenter for rows of `kind`; a text field's for a kind without one.
    public func presenter(for kind: RowKind) -> any HTMLRowPresenter {
        byKind[kind] ?? byKind[.text]!
    }

    /// Whether rows of `kind` have a presenter of their own.
    public func hasPresenter(for kind: RowKind) -> Bool {
        byKind[kind] != nil
    }

    /// The presenter for `row`: the one registered for its type, for its kind, or,
    /// for a kind with none, for its `fallbackKind`.
    public func presenter(for row: BaseRow) -> any HTMLRowPresenter {
        if !byType.isEmpty, let presenter = byType[ObjectIdentifier(type(of: row))] { return presenter }
        if let presenter = byKind[row.kind] { return presenter }
        return presenter(for: row.fallbackKind)
    }
}
