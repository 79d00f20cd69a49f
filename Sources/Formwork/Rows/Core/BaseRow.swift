/// The untyped base of every row.
///
/// A row holds *what* a form asks for: its tag, title, value, conditions and rules.
/// How it looks is up to each front end, which chooses by ``kind``.
///
/// Everything a person can do to a row is a method here (``didSelect()``,
/// ``didBeginEditing()``, ``didEndEditing()``, ``expandInlineRow()``), so front ends
/// stay thin and behaviour is tested once.
///
/// A row is its ``definition`` (what it asks for, shared by the forms a
/// ``FormTemplate`` makes) and its state in one form: its value, errors, focus,
/// and whether it is hidden or disabled. The class holds the state and what row
/// types override; what it does is in extensions by concern: identity
/// (`BaseRow+Identity`), conditions, value changes, validation, interaction
/// (selection and focus), inline expansion, callbacks, and the definition
/// (`BaseRow+Definition`).
open class BaseRow {
    /// The row's own settings, while it is built or once it is changed; nil while
    /// it reads a frozen definition's, or has none. See ``definition``.
    final var draftStorage: RowDefinitionDraft?
    /// The frozen definition the row reads while it has no draft; nil for a row
    /// with settings of its own, or none (every setting at its default).
    final var definitionStorage: RowDefinition?

    /// Makes an empty draft of the class this row type keeps its settings in; row
    /// types with settings of their own override it.
    func makeDraft() -> RowDefinitionDraft { RowDefinitionDraft() }

    /// Identifies the row in its form; unique within one form.
    public final var tag: String? {
        get { readSettings { $0.tag } ?? nil }
        set {
            let oldValue = tag
            guard newValue != oldValue else { return }
            let escaped = RowSettings.escapedTag(for: newValue)
            changeDefinition { $0.settings.setTag(newValue, escaped: escaped) }
            form?.rowTagDidChange(self, from: oldValue)
        }
    }

    /// The tag as it stands in an identifier.
    final var identifierFromTag: String? { readSettings { $0.identifierFromTag } ?? nil }

    /// The row's label.
    public final var title: String? {
        get { readSettings { $0.title } ?? nil }
        set {
            guard newValue != title else { return }
            changeDefinition { $0.settings.title = newValue }
            notifyUpdated(.title)
        }
    }

    /// The section the row is in, if any. The section owns its rows and clears this
    /// when it goes, so a row that outlives its section reads nil here.
    public internal(set) final var section: Section? {
        get {
            guard let sectionLink, sectionLink.isAlive else { return nil }
            return sectionLink.section
        }
        set { sectionLink = newValue?.link }
    }
    /// How the row reaches its section, and what a value change asks of the
    /// section without reaching it (see ``SectionLink``).
    final var sectionLink: SectionLink?

    /// Whether ``section`` is set, known without reaching the section (which
    /// costs two atomic operations): asked on every setting a row's definition
    /// changes, to skip telling a form the row is not in.
    final var isInSection: Bool {
        sectionLink?.isAlive ?? false
    }

    /// The row's yes-or-no state, kept together: a form made from a template
    /// takes several of them from the template's row at once.
    final var flags = RowFlags()
    /// Who set off the value change being made, read when it is reported. Beside
    /// the flags, so that the two share a word.
    final var pendingChangeCause = ValueChangeCause.programmatic

    /// The form the row is in, if any.
    public var form: Form? { section?.form }

    /// The messages of the row's form, in its language; English for a row outside a
    /// form. Front ends read every word they draw for the row here.
    public var messages: FormMessages { form?.messages ?? .english }

    /// What the form's condition graph keeps for the row, when it has any.
    final var conditionState: RowConditionState?

    /// What few rows need, when this one needs it.
    final var extras: RowExtras?

    final func ensureExtras() -> RowExtras {
        if let extras { return extras }
        let made = RowExtras()
        extras = made
        return made
    }

    /// Whether the row's own `hidden` condition holds. A row in a hidden section is
    /// not shown either; ``isVisible`` accounts for both.
    public internal(set) final var isHidden: Bool {
        get { flags.isHidden }
        set { flags.isHidden = newValue }
    }

    /// Whether the row's `disabled` condition holds.
    public internal(set) final var isDisabled: Bool {
        get { flags.isDisabled }
        set { flags.isDisabled = newValue }
    }

    /// The index of the row in its section's `allRows`.
    final var indexInList = 0

    /// Whether the row's tag is the one registered for it in its form.
    final var isTagRegistered: Bool {
        get { flags.isTagRegistered }
        set { flags.isTagRegistered = newValue }
    }
    /// Whether a condition in the form reads the row's tag.
    final var isReadByConditions: Bool {
        get { flags.isReadByConditions }
        set { flags.isReadByConditions = newValue }
    }

    /// What `$tag` reads for this row while it is shown.
    var predicateValue: PredicateValue { PredicateValue(baseValue) }

    /// Called when the row joins a form.
    func didJoinForm() {}

    /// Whether the row took the value it started with from its definition.
    final var startedWithDefinitionValue: Bool {
        get { flags.startedWithDefinitionValue }
        set { flags.startedWithDefinitionValue = newValue }
    }

    /// Whether the row is an inline picker or has one expanded: kept as a flag so a
    /// value change need not load weak references to find out.
    final var hasInlineRelation: Bool {
        get { flags.hasInlineRelation }
        set { flags.hasInlineRelation = newValue }
    }

    // MARK: Kind

    /// What the row holds; front ends choose a presenter by kind.
    open var kind: RowKind { .text }

    /// How the row asks to be shown: ``RowPresentation/inline`` for a row of an
    /// ``InlineRowType``, ``RowPresentation/standard`` unless the row type says.
    open var presentation: RowPresentation { isInlineRowType ? .inline : .standard }

    /// What the row holds (``RowValueClass``), apart from how it is drawn: front ends
    /// read its value, conditions and client checks by it. Rows of a value type that
    /// says it (`String`, `Int`, `Bool`, `Date`, a `Set` of choices…) have it without
    /// code; a row type that knows better overrides it.
    open var valueClass: RowValueClass { .none }

    /// Whether focus can rest on the row (labels cannot).
    open var canTakeFocus: Bool { true }

    // MARK: Value

    /// The value, untyped. Setting a value of another type converts it where that
    /// loses nothing (`"12"` or `12.0` for an `IntRow`); otherwise the value is kept.
    open var baseValue: Any? {
        get { nil }
        set { setBaseValue(newValue) }
    }

    /// Sets the value from an untyped one, converting where nothing is lost.
    /// Returns false, keeping the current value, when `value` does not fit.
    @discardableResult
    open func setBaseValue(_ value: Any?) -> Bool { false }

    /// The value as text for display, or nil when empty. A password shows bullets.
    open var displayText: String? { nil }

    // MARK: Options

    /// The row's choices, for front ends that do not know its value type: one list
    /// for a selector, one per column for a cascading picker, none for rows without
    /// options.
    open var optionLists: [RowOptionList] { [] }

    /// Every option of a cascading picker's first column, each with the options the
    /// next column offers once it is chosen, and so on: what a front end needs to
    /// follow a choice without asking the server (a page that offers the cities of
    /// the country just chosen). Built in one pass; nil past `limit` options in all,
    /// and for rows whose lists do not cascade.
    open func optionCascade(limit: Int) -> [RowOptionCascade]? { nil }

    /// ``optionLists`` without their choices, and the positions chosen in each: for
    /// a front end that draws the same lists on every page and marks the choices.
    /// Option rows keep their lists, so this costs little; other rows work it out
    /// from ``optionLists``.
    open var optionChoices: RowOptionChoices { RowOptionChoices(marked: optionLists) }

    /// Chooses the option with `key` in one of ``optionLists``, as a person would.
    ///
    /// - Throws: ``UnknownOptionKey`` when no option of that list has the key; the
    ///   row is unchanged.
    open func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        throw unknownKey(key, list)
    }

    /// Clears the option with `key` when it is chosen, as a person would: a row
    /// that holds one choice becomes empty.
    ///
    /// - Throws: ``UnknownOptionKey`` when no option of that list has the key.
    open func deselectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        let lists = optionLists
        guard list < lists.count, let option = lists[list].options.first(where: { $0.key == key }) else {
            throw unknownKey(key, list)
        }
        if option.isSelected { withChangeCause(.input) { _ = setBaseValue(nil) } }
    }

    /// Sets the options from untyped values (a model description's, an enum's
    /// cases), converting each; false when the row has no options or one does not
    /// convert.
    func setUntypedOptions(_ options: [Any]) -> Bool { false }

    /// Shows the options through an untyped closure; nothing for rows without options.
    func setUntypedOptionTitle(_ title: @escaping (Any) -> String) {}

    /// Shows the value through `display` and reads typed text back through `parse`
    /// (a model description's value transformer); false when the row has no text.
    func setUntypedTransformer(_ display: @escaping (Any) -> String, parse: ((String) -> Any?)?) -> Bool { false }

    /// Loads options that come from a lazy provider, when they are not loaded yet;
    /// nothing for other rows.
    open func loadOptionsIfNeeded() async throws {}

    func unknownKey(_ key: String, _ list: Int) -> UnknownOptionKey {
        UnknownOptionKey(key: key, list: list, identifier: identifier)
    }

    // MARK: Settings and schemas

    /// The settings of the row's type, each declared once (``RowSettingDeclaration``):
    /// what schemas read and write, what the registry names, what templates carry to
    /// their forms. The ``RowSetting``s of a custom row type that declare themselves
    /// (`@RowSetting("stars", …) var stars = 5`) are among them with no more code.
    /// A row type adds its own to its superclass's:
    ///
    /// ```swift
    /// override class var settingDeclarations: [RowSettingDeclaration] {
    ///     super.settingDeclarations + [.setting("stars", \StarRatingRow.stars, "How many stars.", as: .wholeNumber(in: 1...10), example: 7)]
    /// }
    /// ```
    open class var settingDeclarations: [RowSettingDeclaration] {
        [
            .setting("help", \BaseRow.help, "A longer explanation shown with the row.", as: .text, example: "Shown below the field."),
            .setting("width", \BaseRow.width, "How much of a line the row takes: the whole, or half beside another half row.",
                     as: .choice, example: .half),
            .setting("sensitive", \BaseRow.isSensitive,
                     "Whether the answer is never written into a draft or saved answers (a secret's never is).",
                     as: .bool, example: true),
            .setting("autofocus", \BaseRow.autofocus, "Whether the row takes the focus when its form or page is first shown.",
                     as: .bool, example: true),
        ] + settingsDeclaredByProperties()
    }

    /// What is wrong with the row's settings taken together (a slider whose least
    /// value is not below its greatest), by setting name: reported when a schema
    /// sets them. Nothing for most row types.
    open func settingProblems() -> [(setting: String, message: String)] { [] }

    /// Reads the settings of the row's type from a schema row (``SchemaRowSettings``):
    /// every declared setting (``settingDeclarations``) present, each checked as its
    /// declaration says, then what is wrong with them together
    /// (``settingProblems()``). A row type with a setting no declaration can read (one
    /// whose JSON picks a type) reads it here too, and calls `super`. What nothing
    /// reads is reported as not belonging to the row.
    open func readSchemaSettings(_ settings: inout SchemaRowSettings) {
        let declarations = settings.known?.declarations ?? type(of: self).settingDeclarations
        guard !declarations.isEmpty else { return }
        var read = false
        for declaration in declarations {
            guard let json = settings.json(declaration.name) else { continue }
            read = true
            if let problem = declaration.write(self, json) { settings.report(declaration.name, problem) }
        }
        if read {
            for problem in settingProblems() { settings.report(problem.setting, problem.message) }
        }
    }

    /// Writes the settings of the row's type that differ from a new row's, for
    /// ``FormSchema/init(form:)``: every declared setting, and what a row type's
    /// ``readSchemaSettings(_:)`` reads beside them.
    open func writeSchemaSettings(_ settings: inout SchemaRowSettings) {
        let known = settings.known ?? KnownSettings(of: type(of: self))
        for (declaration, start) in zip(known.declarations, known.defaults) {
            guard let value = declaration.read(self), declaration.isAlwaysWritten || value != start else { continue }
            settings[declaration.name] = value
        }
    }

    /// Sets the value from its JSON form in a schema, as a programmer would (no
    /// edit, no limits of input). Returns what is wrong, or nil when the value was
    /// taken.
    open func setSchemaValue(_ value: JSONValue) -> String? {
        "\(schemaTypeName) rows take no value"
    }

    /// The value in its JSON form in a schema; nil when empty.
    open var schemaValue: JSONValue? { nil }

    /// The row's registered name, or its kind when it has none, for messages.
    final var schemaTypeName: String {
        registeredType?.name.rawValue ?? kind.rawValue
    }

    // MARK: Description

    /// The value as a front end puts it in an input control: the typed text of a
    /// text row (never a password's: nil), ISO text for dates, the number of a slider
    /// or stepper, `true` or `false` for a check or switch; nil when empty, and for
    /// rows whose input is a choice among options (see ``optionLists``).
    open var inputText: String? { nil }

    /// What a front end needs to build the row's control beyond its kind: mask,
    /// bounds, step, content type. Row types with such settings override it.
    open var inputHints: RowInputHints { RowInputHints() }

    /// The distance one step moves the value of a row a person changes in steps
    /// (see ``step(by:)``): a stepper's step, a slider's. Nil for other rows; row
    /// types changed in steps override it.
    open var valueStep: Double? { nil }

    /// Whether the value is a secret (a password): no front end is handed its text
    /// (``inputText`` is nil) or shows it (``displayText`` is a fixed mask, whatever
    /// its length or ``Row/displayValueFor`` says). True for ``RowKind/secureText``;
    /// a custom row type that holds a secret overrides it.
    open var isSecret: Bool { kind == .secureText }

    /// What ``displayText`` shows for a secret that is set: the same six bullets
    /// whatever its length, so not even that shows.
    public static let secretMask = "••••••"

    /// Whether the row must have a value: it has a ``RuleRequired``.
    open var isRequired: Bool {
        ruleDescriptors.contains(.required)
    }

    /// The form nested in the row (a ``SubformRow``'s), for front ends that draw it
    /// in place; nil for other rows.
    public var nestedForm: Form? { nil }

    /// Whether people can change the row's value at all: false for labels and
    /// buttons, whose values only code sets. Input from a client never changes a
    /// read-only row (nor a disabled or hidden one).
    open var isReadOnly: Bool { false }

    /// The title to show, as plain text: ``title`` (without its markup when the
    /// form reads markup, ``Form/textMarkup``), or for a repeating group's add
    /// button without one, the form's word for "Add". ``richTitle`` keeps the styles.
    public var displayTitle: String? {
        if title != nil { return Form.plain(title, in: form) }
        if let group = section as? MultivaluedSection, group.addButton === self {
            return messages.add
        }
        return nil
    }

    // MARK: Validation

    /// When the row validates itself.
    public final var validationOptions: ValidationOptions {
        get { readSettings { $0.validationOptions } ?? .validatesOnBlur }
        set {
            guard newValue != validationOptions else { return }
            changeDefinition { $0.settings.validationOptions = newValue }
        }
    }

    /// The errors found by the last validation, shown next to the row.
    public internal(set) final var validationErrors: [ValidationError] {
        get { errorList }
        set { errorList = newValue }
    }
    // Kept apart from the public property: the compiler proves accesses to an
    // internal field safe when none of them can overlap, but must check every
    // access to a public one at run time (other modules may reach it).
    private final var errorList: [ValidationError] = []

    /// Whether the value was changed since the row joined its form.
    public internal(set) final var wasChanged: Bool {
        get { flags.wasChanged }
        set { flags.wasChanged = newValue }
    }

    /// Whether the row has lost focus at least once.
    public internal(set) final var wasBlurred: Bool {
        get { flags.wasBlurred }
        set { flags.wasBlurred = newValue }
    }


    /// Creates a row with a tag.
    public required init(tag: String?) {
        // A new row has no draft yet: made here with its tag, then stored.
        guard let tag else { return }
        let made = makeDraft()
        made.settings.setTag(tag, escaped: RowSettings.escapedTag(for: tag))
        draftStorage = made
    }

    // MARK: Copies


    /// Works out what the forms of a template share, in the template's row's draft
    /// before it is frozen: the value forms start with, and what rows derive from
    /// their settings. Row types with such caches override it.
    func prepareForSharing() {
        // Looked up once here: the template's forms' rows take them (`takeRegistration`).
        _ = isInlineRowType
        _ = isSelectableRowType
    }

    /// A fresh row of the same class with this row's definition, shared, not
    /// copied: how a ``FormTemplate`` makes the rows of each form. The row starts
    /// with the value this one had when the template was made. A row with a draft
    /// freezes it first.
    final func makeRowSharingDefinition() -> BaseRow {
        let row = type(of: self).init(tag: nil)
        // What the row type's initializer set (a custom row's `displayValueFor = nil`)
        // is in the definition too: the fresh row reads the definition alone.
        row.draftStorage = nil
        row.definitionStorage = definition
        row.didTakeDefinition()
        return row
    }

    /// Takes over what joining a form worked out for `other`, the template's row
    /// this one shares its definition with, in a form of the same structure:
    /// whether it is hidden or disabled, whether its tag is registered and read.
    /// It starts with the same values, so the same holds.
    final func takeRegistration(of other: BaseRow) {
        flags.takeRegistration(of: other.flags)
        if let state = other.conditionState {
            hiddenDependencies = state.hiddenDependencies
            disabledDependencies = state.disabledDependencies
        }
    }

    /// Sets up what a row of a template's form starts with beyond its definition:
    /// its value, a nested form. Row types with such state override it.
    func didTakeDefinition() {}

    /// How many rules the row has.
    final var ruleCount: Int { readSettings { $0.ruleCount } ?? 0 }

    // MARK: Input and rules

    /// Applies input from a front end; ``takeInput(_:)`` calls it for rows that
    /// may take input, as a person's edit. Row kinds override it to read input their
    /// way; a row that cannot take the input as sent returns a rejection and keeps
    /// its value. The base class takes nothing.
    open func applyInput(_ input: RowInput) -> RowInputResult { .ignored(.readOnly) }

    /// Errors the row's own type finds in its input, such as text that is not a
    /// number in an `IntRow` or an option that is not in the list. When there are
    /// any, the rules are not run.
    open func inputErrors() -> [ValidationError] { [] }

    /// Errors from the row's rules.
    open func ruleErrors() -> [ValidationError] { [] }

    /// Adds a portable rule typed for the row; false when it does not fit. Typed rows
    /// implement it; see ``add(ruleSpecification:)``.
    open func addPortableRule(_ spec: RuleSpecification) -> Bool { false }

    /// The rules that describe themselves, for schemas and front ends.
    open var ruleSpecifications: [RuleSpecification] { [] }

    /// What the row's rules check, for the rules that describe themselves, in
    /// order: ``ruleSpecifications`` without their messages, cheaper to read
    /// (front ends write `required` or `maxlength` from them on every render).
    open var ruleDescriptors: [RuleDescriptor] { [] }

    /// The rules that describe themselves, each with the message it reports, in the
    /// form's language: what a front end needs to check them as people type and
    /// say exactly what the server would.
    open var describedRules: [DescribedRule] { [] }

    /// Whether the row has rules that only Swift can check (closures, checks
    /// against a database): a front end asks the server to check those.
    open var hasServerOnlyRules: Bool { false }

    /// The name of the row's value type, for messages ("Int", "String").
    open var valueTypeName: String { "no value" }

    // MARK: What a person does

    /// What selecting does for this kind of row: inserts a row when it is the add
    /// button of a ``MultivaluedSection``, expands or collapses an inline
    /// row, chooses a row of a ``SelectableRowType`` in its section (or turns it on
    /// and off outside one). Subclasses override it.
    open func customDidSelect() {
        if let group = section as? MultivaluedSection, group.addButton === self {
            _ = try? group.insertNewRow()
        } else if expandsInline {
            toggleInline()
        } else if isSelectableRowType {
            if let section = section as? SelectionHandling {
                section.rowDidSelect(self)
            } else {
                (self as? any SelectableRowType)?.toggleChosen()
            }
        }
    }

    // MARK: Inline rows

    /// Whether the row expands an inline row below itself when selected: true for
    /// a row of an ``InlineRowType``.
    open var expandsInline: Bool { isInlineRowType }

    /// Makes the row shown below this one when it expands; nil for rows that do not
    /// expand. A row of an ``InlineRowType`` makes its `InlineRow` and sets it up
    /// with `setupInlineRow(_:)`; rows that make theirs otherwise override it.
    open func makeInlineRow() -> BaseRow? {
        (self as? any InlineRowType)?.makeSetUpInlineRow()
    }

    /// Whether the row's type is an ``InlineRowType``, looked up once per row.
    final var isInlineRowType: Bool { flags.typeTraits.isInline(self) }

    /// Whether the row's type is a ``SelectableRowType``, looked up once per row.
    final var isSelectableRowType: Bool { flags.typeTraits.isSelectable(self) }
}

extension BaseRow: VisibleListElement {
    var isHiddenInList: Bool { isHidden }
}

extension BaseRow: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(tag.map { "\"\($0)\"" } ?? "untagged"))"
    }
}
