import Foundation

/// A form: an ordered list of sections of rows, with conditions, validation and
/// change events.
///
/// A form belongs to one task at a time: it is not `Sendable`, and nothing in it is
/// shared with other forms except what is immutable. To serve a form to many people
/// at once, make a ``FormTemplate`` once and a form per request with
/// ``FormTemplate/makeForm()``.
///
/// ```swift
/// let form = Form()
/// form +++ Section("Account")
///     <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()) }
///     <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = true }
/// ```
///
/// `Form` is a `RandomAccessCollection`, `MutableCollection` and
/// `RangeReplaceableCollection` of its *visible* sections; ``allSections`` includes
/// hidden ones. Rows and sections are found by tag in constant time.
public final class Form {
    /// The sections, hidden ones included, and the visible ones; changed only
    /// through ``changeSections(_:)``.
    private(set) var sections = VisibleList<Section>()

    /// Changes the sections as a value taken out of the form and put back after,
    /// as a section changes its rows (see `Section.changeRows(_:)`): the property
    /// is then only ever read, or written by a move, and checked at no access.
    @inline(__always)
    func changeSections<Result>(_ change: (inout VisibleList<Section>) -> Result) -> Result {
        var list = exchange(&sections, with: VisibleList())
        let result = change(&list)
        _ = exchange(&sections, with: list)
        return result
    }

    /// Takes the copies of a template's sections as they stand, already placed.
    func adoptCopiedSections(_ copies: VisibleList<Section>) {
        _ = exchange(&sections, with: copies)
    }

    var sectionStorage: [Section] { sections.all }
    var visibleSections: [Section] { sections.visible }

    /// Rows and sections by tag (one namespace).
    var tagged: TagTable<TaggedElement> {
        if templateTagTable != nil { materializeTagTable() }
        return taggedStorage
    }

    /// Changes the tag table. The table is swapped out of the form while it changes
    /// and back in, so no access to the form's field changes it in place or lets
    /// an old table go (either could run code), which the compiler then proves
    /// safe; otherwise it checks every access at run time, for every tag of every
    /// form built.
    func changeTags<Result>(_ change: (inout TagTable<TaggedElement>) -> Result) -> Result {
        if templateTagTable != nil { materializeTagTable() }
        var table = TagTable<TaggedElement>()
        swap(&table, &taggedStorage)
        let result = change(&table)
        swap(&table, &taggedStorage)
        return result
    }

    var taggedStorage = TagTable<TaggedElement>()

    /// How many tags the form has.
    var taggedCount: Int { templateTagTable?.places.count ?? taggedStorage.count }
    /// A copy's tag table still to be worked out from its template's (see
    /// `makeFormSharingDefinitions()`): most requests never look a tag up.
    var templateTagTable: TemplateTagTable?
    /// The places of the tags, kept by a template's form for the forms it makes.
    var sharedTagPlaces: TagTable<TagPlace>?

    /// For each tag, the conditions that read it.
    var readers: [String: [ConditionReader]] = [:] {
        didSet { hasReaders = !readers.isEmpty }
    }
    /// Whether any condition reads a tag: asked for each row that joins, without
    /// reaching the table (whose changes call into the standard library, so that
    /// every access to it is checked at run time).
    private(set) var hasReaders = false

    /// Condition work waiting while a propagation runs, and whether one runs.
    var pendingPropagation = PropagationWork()
    var isPropagating = false
    /// Whether the form is a ``FormTemplate``'s own, read by every form it makes:
    /// a change to it, or to its sections and rows, is a programmer error.
    var isFrozen = false
    /// Counts searches of the condition graph; marks on rows and sections compare to it.
    var searchEpoch = 0
    /// How many condition-graph nodes propagation has visited, in all: the measure of
    /// its work that tests hold to a multiple of the form's size.
    var propagationVisits = 0

    /// Changes whenever rows or sections come, go, move, hide or show, so that lists
    /// derived from the structure are rebuilt only when it changed.
    var structureVersion = 0
    /// Changes whenever the form's fields change or move (``layoutDidChange()``);
    /// not when rows hide or show.
    var layoutVersion = 0
    /// The table of the form's fields, with the layout it was made for.
    var fieldTableCache: (table: FieldTable, version: Int)?
    /// Whether a debug build checks the form's bookkeeping after every structural
    /// change (see `checkInvariants()`); for tests.
    var checksInvariantsAfterChanges = false
    var cachedAllRows: (version: Int, rows: [BaseRow])?
    var cachedRows: (version: Int, rows: [BaseRow])?
    var cachedSubforms: (version: Int, subforms: [(row: BaseRow, form: Form)])?

    var observers: [(token: FormObserverToken, handler: (FormEvent) -> Void)] = []
    var nextObserverID = 0

    /// Rows whose inline row is expanded.
    var expandedRows: [BaseRow] = []

    /// Date formatters and calendars shared by the form's date rows (making them is
    /// slow), by what they depend on.
    var dateFormatters: [String: DateFormatter] = [:]
    var calendars: [String: Calendar] = [:]


    /// The values of the model a form was built from (``init(model:)``), by tag:
    /// what ``decode(_:)`` uses for properties the form has no row for.
    var modelFallbackValues: [String: Any?] = [:]
    /// Tags of rows that choose several options for an array of a model: read back as
    /// arrays in the options' order.
    var modelListTags: Set<String> = []
    /// Tags of rows that choose the bits of a model's whole number: read back as one number.
    var modelBitfieldTags: Set<String> = []
    /// Whether a ``Page`` ever joined the form: until one does, no section is on a
    /// page and none is looked for.
    var hasPages = false

    /// The row whose subform this form is, when it is one.
    weak var subformOwner: BaseRow?

    /// The row that has focus.
    public internal(set) var focusedRow: BaseRow?

    /// A title for the whole form (a page title, a window title).
    public var title: String? {
        get { storedTitle }
        set { _ = exchange(&storedTitle, with: newValue) }
    }
    // The public settings read on every request are kept in private storage,
    // which the compiler sees every access to and checks none of at run time (a
    // public stored property may be reached from other modules, so every access
    // to one is checked).
    private var storedTitle: String?

    /// The row types the form knows by name: what ``BaseRow/registeredType``
    /// reads and a schema written from the form names. ``RowTypeRegistry/current``
    /// when the form was made, unless a schema or model builder was given another.
    public var rowTypes: RowTypeRegistry {
        get { storedRowTypes }
        set { _ = exchange(&storedRowTypes, with: newValue) }
    }
    private var storedRowTypes: RowTypeRegistry

    /// How the form looks in every front end; each front end's default style
    /// unless set.
    public var theme: FormTheme {
        get { storedTheme }
        set { _ = exchange(&storedTheme, with: newValue) }
    }
    private var storedTheme: FormTheme

    /// The language and region people read and write the form in: dates and numbers
    /// are shown for it, and numbers typed with its decimal separator are read. It
    /// is the form's own, never the server's: `en` unless set.
    ///
    /// Observers hear of a change as an update of every row's settings.
    public var locale: Locale {
        get { storedLocale }
        set {
            let oldValue = exchange(&storedLocale, with: newValue)
            decimalSeparatorCache = nil
            if newValue != oldValue { everyRowUpdated() }
        }
    }
    private var storedLocale: Locale

    /// The time zone date rows read and write days and times in, unless a row has a
    /// zone of its own: UTC unless set, never the server's by accident.
    ///
    /// Observers hear of a change as an update of every row's settings.
    public var timeZone: TimeZone {
        get { storedTimeZone }
        set {
            let oldValue = exchange(&storedTimeZone, with: newValue)
            if newValue != oldValue { everyRowUpdated() }
        }
    }
    private var storedTimeZone: TimeZone

    /// How the form's own words are read (``textMarkup``).
    var storedTextMarkup = TextMarkup.plain

    /// The messages people see: validation errors, input errors and the words front
    /// ends draw. ``FormMessages/english`` unless set.
    ///
    /// Observers hear of setting them as an update of every row's settings.
    public var messages: FormMessages {
        get { customMessages ?? .english }
        set {
            customMessages = newValue
            everyRowUpdated()
        }
    }

    /// Set messages; nil keeps the English the built-in messages are already worded in.
    var customMessages: FormMessages?

    /// Whether ``messages`` were set, asked without copying them.
    package var hasCustomMessages: Bool {
        if case .some = customMessages { return true }
        return false
    }

    static let defaultLocale = Locale(identifier: "en")
    static let defaultTimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    var decimalSeparatorCache: String?

    /// The decimal separator of ``locale``.
    package var decimalSeparator: String {
        if let decimalSeparatorCache { return decimalSeparatorCache }
        let separator = locale.decimalSeparator ?? "."
        decimalSeparatorCache = separator
        return separator
    }

    /// Errors that belong to the whole form rather than one row (see ``markInvalid(message:)``).
    ///
    /// They are those added with ``markInvalid(message:)``, and those of the form's
    /// ``checks`` that belong to no shown row, as of the last time it validated.
    public var formErrors: [ValidationError] {
        checkErrors.isEmpty ? markedErrors : markedErrors + checkErrors
    }
    /// The errors added with ``markInvalid(message:)``, or for a tag no row has.
    var markedErrors: [ValidationError] = []
    /// The errors of the last run of the checks that belong to no shown row.
    var checkErrors: [ValidationError] = []
    /// The form's checks (``FormCheck``), shared with the template's forms.
    var formChecks: [any FormCheck] = []

    /// What the form's sections hold to reach it.
    lazy var link = FormLink(self)

    /// An empty form.
    public init() {
        storedRowTypes = RowTypeRegistry.current
        storedTheme = FormTheme()
        storedLocale = Form.defaultLocale
        storedTimeZone = Form.defaultTimeZone
    }

    /// An empty form with `prototype`'s settings (row types, theme, locale, time
    /// zone, title, text markup, messages): how a template's forms start, without working out
    /// the defaults they would only replace.
    init(settingsOf prototype: Form) {
        storedRowTypes = prototype.storedRowTypes
        storedTheme = prototype.storedTheme
        storedLocale = prototype.storedLocale
        storedTimeZone = prototype.storedTimeZone
        storedTitle = prototype.storedTitle
        storedTextMarkup = prototype.storedTextMarkup
        customMessages = prototype.customMessages
        decimalSeparatorCache = prototype.decimalSeparatorCache
        modelFallbackValues = prototype.modelFallbackValues
        modelListTags = prototype.modelListTags
        modelBitfieldTags = prototype.modelBitfieldTags
        hasPages = prototype.hasPages
        formChecks = prototype.formChecks
    }

    // Sections that outlive their form read nil, never a freed form.
    deinit {
        for section in sections.all { section.form = nil }
    }

    /// Every section, hidden or not, in order.
    public var allSections: [Section] { sectionStorage }

    /// Every row of every section, hidden or not, in order.
    ///
    /// - Complexity: O(1) when the structure has not changed since the last call;
    ///   otherwise O(*n*) in the number of rows.
    public var allRows: [BaseRow] {
        if let cached = cachedAllRows, cached.version == structureVersion { return cached.rows }
        let rows = sectionStorage.flatMap(\.rowStorage)
        cachedAllRows = (structureVersion, rows)
        return rows
    }

    /// The rows that hold a subform, with their subforms.
    var subforms: [(row: BaseRow, form: Form)] {
        if let cached = cachedSubforms, cached.version == structureVersion { return cached.subforms }
        let subforms = allRows.compactMap { row in row.nestedForm.map { (row, $0) } }
        cachedSubforms = (structureVersion, subforms)
        return subforms
    }

    /// The visible rows of the visible sections, in order.
    ///
    /// - Complexity: O(1) when nothing was added, removed, moved, hidden or shown
    ///   since the last call; otherwise O(*n*) in the number of rows.
    public var rows: [BaseRow] {
        if let cached = cachedRows, cached.version == structureVersion { return cached.rows }
        let rows = visibleSections.flatMap(\.visibleRows)
        cachedRows = (structureVersion, rows)
        return rows
    }

    /// Condition references to tags that are in no row or section of the form. They
    /// read as nil until such a row arrives.
    public var diagnostics: [String] {
        readers.keys.filter { element(forTag: $0) == nil }.sorted().map { tag in
            let readerNames = readers[tag, default: []].map(\.name).joined(separator: ", ")
            return "$\(tag) is referenced by \(readerNames) but no row or section has that tag"
        }
    }

    // MARK: Observation

    /// Registers `handler` for every change in the form; several observers may be
    /// registered at once.
    @discardableResult
    public func addObserver(_ handler: @escaping (FormEvent) -> Void) -> FormObserverToken {
        let token = FormObserverToken(id: nextObserverID)
        nextObserverID += 1
        changeObservers { $0.append((token, handler)) }
        if observers.count == 1 { tellSectionsWhetherObserved() }
        return token
    }

    /// Removes an observer.
    public func removeObserver(_ token: FormObserverToken) {
        changeObservers { $0.removeAll { $0.token == token } }
        if observers.isEmpty { tellSectionsWhetherObserved() }
    }

    /// Changes the list of observers, swapped out of the form while it changes, for
    /// the reason `changeTags` gives.
    private func changeObservers(_ change: (inout [(token: FormObserverToken, handler: (FormEvent) -> Void)]) -> Void) {
        var list: [(token: FormObserverToken, handler: (FormEvent) -> Void)] = []
        swap(&list, &observers)
        change(&list)
        swap(&list, &observers)
    }

    /// Keeps each section's copy of whether the form has observers, which lets a value
    /// change that nothing reads skip looking the form up.
    func tellSectionsWhetherObserved() {
        for section in sections.all { section.formIsObserved = !observers.isEmpty }
    }

    /// Tells observers that every row may look different (the form's language, time
    /// zone or messages changed): a ``FormEvent/rowUpdated(_:_:)`` of its settings
    /// for each row, nested forms' included, when anyone listens.
    func everyRowUpdated() {
        for section in sections.all {
            for row in section.rowStorage {
                emit(.rowUpdated(row, .settings), about: row)
                row.nestedForm?.everyRowUpdated()
            }
        }
    }

    /// Tells every observer about an event; when the event is about `row`, the row's
    /// own observers (its `onChange` and other callbacks) hear of it after the form's.
    func emit(_ event: @autoclosure () -> FormEvent, about row: BaseRow? = nil) {
        let rowListens = row?.hasEventHandlers ?? false
        guard !observers.isEmpty || rowListens else { return }
        let e = event()
        let listening = observers
        for observer in listening { observer.handler(e) }
        if rowListens, let row {
            for handler in row.eventHandlers { handler(e) }
        }
    }

    // MARK: Focus

    func setFocus(_ row: BaseRow?) {
        guard focusedRow !== row else { return }
        let old = focusedRow
        focusedRow = row
        if let row {
            for owner in expandedRows where owner !== row && owner.expandedInlineRow !== row
                && owner.inlineRowHideOptions.contains(.focusChanges) {
                owner.collapseInlineRow()
            }
        }
        emit(.focusChanged(from: old, to: row))
        old?.cellHighlightChanged()
        row?.cellHighlightChanged()
    }

    func inlineRowDidExpand(_ owner: BaseRow) {
        for other in expandedRows where other !== owner && other.inlineRowHideOptions.contains(.anotherInlineRowIsShown) {
            other.collapseInlineRow()
        }
        expandedRows.append(owner)
    }

    func inlineRowDidCollapse(_ owner: BaseRow) {
        expandedRows.removeAll { $0 === owner }
    }
}

extension Form {
    /// The Gregorian calendar in `timeZone`, made once per form and zone.
    func calendar(in timeZone: TimeZone) -> Calendar {
        if let calendar = calendars[timeZone.identifier] { return calendar }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        calendars[timeZone.identifier] = calendar
        return calendar
    }

    /// The medium-style formatter for a date mode in the form's locale and `timeZone`,
    /// made once per form, mode, zone and locale.
    func dateFormatter(mode: DatePickerMode, timeZone: TimeZone) -> DateFormatter {
        let key = "\(mode.rawValue)|\(timeZone.identifier)|\(locale.identifier)"
        if let formatter = dateFormatters[key] { return formatter }
        let formatter = DateFormatter()
        formatter.timeZone = timeZone
        formatter.locale = locale
        switch mode {
        case .date: formatter.dateStyle = .medium; formatter.timeStyle = .none
        case .time, .countDownTimer: formatter.dateStyle = .none; formatter.timeStyle = .short
        case .dateTime: formatter.dateStyle = .medium; formatter.timeStyle = .short
        }
        dateFormatters[key] = formatter
        return formatter
    }
}
