/// The untyped base of every row.
///
/// A row holds *what* a form asks for: its tag, title, value, conditions and rules.
/// How it looks is up to each front end, which chooses by ``kind``.
///
/// Everything a person can do to a row is a method here (``didSelect()``,
/// ``didBeginEditing()``, ``didEndEditing()``, ``expandInlineRow()``), so front ends
/// stay thin and behaviour is tested once.
open class BaseRow {
    // Properties marked @exclusivity(unchecked) are read on every copy, edit and
    // check. Each is assigned whole, or changed in place by code that calls out to
    // nothing, so no two accesses can overlap: the run-time check would only cost
    // (it was a third of the time of making a form from a template).
    /// Identifies the row in its form; unique within one form.
    @exclusivity(unchecked) public final var tag: String? {
        didSet { if tag != oldValue { form?.rowTagDidChange(self, from: oldValue) } }
    }

    /// The row's label.
    @exclusivity(unchecked) public final var title: String? {
        didSet { if title != oldValue { notifyUpdated(.title) } }
    }

    /// Shown in an empty field, or on a selector with nothing chosen.
    public final var placeholder: String? {
        get { definition?.placeholder }
        set {
            guard newValue != placeholder else { return }
            changeDefinition { $0.placeholder = newValue }
            notifyUpdated(.placeholder)
        }
    }

    /// A sentence that helps people fill the row in, shown with it.
    public final var help: String? {
        get { definition?.help }
        set {
            guard newValue != help else { return }
            changeDefinition { $0.help = newValue }
            notifyUpdated(.help)
        }
    }

    /// The section the row is in, if any. The section owns its rows and clears this
    /// when it goes, so a row that outlives its section reads nil here.
    // `unowned` (checked), not `weak`: see `Section.form`.
    @exclusivity(unchecked) public internal(set) final unowned var section: Section?

    /// The form the row is in, if any.
    public var form: Form? { section?.form }

    /// When the row is hidden. Set on a row that is in a form, it is evaluated at once.
    public final var hidden: Condition? {
        get { conditionState?.hidden }
        set {
            conditions().hidden = newValue
            conditionDidChange(.hidden)
        }
    }

    /// When the row is disabled. Set on a row that is in a form, it is evaluated at once.
    public final var disabled: Condition? {
        get { conditionState?.disabled }
        set {
            conditions().disabled = newValue
            conditionDidChange(.disabled)
        }
    }

    /// The row's conditions and graph marks, when it has any.
    @exclusivity(unchecked) final var conditionState: RowConditionState?

    final func conditions() -> RowConditionState {
        if let conditionState { return conditionState }
        let state = RowConditionState()
        conditionState = state
        return state
    }

    /// What few rows need, when this one needs it.
    @exclusivity(unchecked) final var extras: RowExtras?

    final func ensureExtras() -> RowExtras {
        if let extras { return extras }
        let made = RowExtras()
        extras = made
        return made
    }

    /// Whether the row's own `hidden` condition holds. A row in a hidden section is
    /// not shown either; ``isVisible`` accounts for both.
    @exclusivity(unchecked) public internal(set) final var isHidden = false

    /// Whether the row's `disabled` condition holds.
    @exclusivity(unchecked) public internal(set) final var isDisabled = false

    /// Whether the row is shown: not hidden itself and in a section that is not hidden.
    public var isVisible: Bool { !isHidden && !(section?.isHidden ?? false) }

    /// The index of the row in its section's `allRows`.
    @exclusivity(unchecked) final var indexInList = 0

    /// The tags the registered conditions read, kept to unregister them exactly.
    final var hiddenDependencies: [String] {
        get { conditionState?.hiddenDependencies ?? [] }
        set { if conditionState != nil || !newValue.isEmpty { conditions().hiddenDependencies = newValue } }
    }
    final var disabledDependencies: [String] {
        get { conditionState?.disabledDependencies ?? [] }
        set { if conditionState != nil || !newValue.isEmpty { conditions().disabledDependencies = newValue } }
    }
    final var graphMarks: ConditionGraphMarks {
        get { conditionState?.marks ?? ConditionGraphMarks() }
        set { conditions().marks = newValue }
    }
    /// Whether the row's tag is the one registered for it in its form.
    @exclusivity(unchecked) final var isTagRegistered = false
    /// Whether a condition in the form reads the row's tag.
    @exclusivity(unchecked) final var isReadByConditions = false

    /// What `$tag` reads for this row while it is shown.
    var predicateValue: PredicateValue { PredicateValue(baseValue) }

    /// Called when the row joins a form.
    func didJoinForm() {}

    /// The row that expanded this one, when this row is an inline picker.
    public internal(set) final var inlineOwner: BaseRow? {
        get { hasInlineRelation ? extras?.inlineOwner : nil }
        set {
            ensureExtras().inlineOwner = newValue
            hasInlineRelation = newValue != nil || extras?.expandedInlineRow != nil
        }
    }

    /// Whether the row is an inline picker or has one expanded: kept as a flag so a
    /// value change need not load weak references to find out.
    @exclusivity(unchecked) final var hasInlineRelation = false

    // MARK: Kind

    /// What the row holds; front ends choose a presenter by kind.
    open var kind: RowKind { .text }

    /// How the row asks to be shown.
    open var presentation: RowPresentation { .standard }

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

    /// Loads options that come from a lazy provider, when they are not loaded yet;
    /// nothing for other rows.
    open func loadOptionsIfNeeded() async throws {}

    func unknownKey(_ key: String, _ list: Int) -> UnknownOptionKey {
        UnknownOptionKey(key: key, list: list, identifier: identifier)
    }

    // MARK: Schemas

    /// Reads the settings of the row's type from a schema row (``SchemaRowSettings``):
    /// each row type reads its own, reports what is wrong with them, and calls
    /// `super`. What no type reads is reported as not belonging to the row.
    open func readSchemaSettings(_ settings: inout SchemaRowSettings) {}

    /// Writes the settings of the row's type, for ``FormSchema/init(form:)``; each row
    /// type writes what its ``readSchemaSettings(_:)`` reads, and calls `super`.
    open func writeSchemaSettings(_ settings: inout SchemaRowSettings) {}

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

    /// Whether the row must have a value: it has a ``RuleRequired``.
    open var isRequired: Bool {
        ruleSpecifications.contains { $0.descriptor == .required }
    }

    /// The form nested in the row (a subform), known without a cast.
    var nestedForm: Form? { nil }

    /// Whether people can change the row's value at all: false for labels and
    /// buttons, whose values only code sets. Input from a client never changes a
    /// read-only row (nor a disabled or hidden one).
    open var isReadOnly: Bool { false }

    /// The title to show: ``title``, or for a repeating group's add button without
    /// one, the form's word for "Add".
    public var displayTitle: String? {
        if let title { return title }
        if let group = section as? MultivaluedSection, group.addButtonRow === self {
            return (form?.messages ?? .english).add
        }
        return nil
    }

    // MARK: Validation

    /// When the row validates itself.
    @exclusivity(unchecked) public final var validationOptions: ValidationOptions = .validatesOnBlur

    /// The errors found by the last validation, shown next to the row.
    @exclusivity(unchecked) public internal(set) final var validationErrors: [ValidationError] = []

    /// Errors attached from outside (``Form/markInvalid(tag:message:)``), kept until the next edit.
    final var externalErrors: [ValidationError] {
        get { extras?.externalErrors ?? [] }
        set { if extras != nil || !newValue.isEmpty { ensureExtras().externalErrors = newValue } }
    }

    /// Why the last input could not be taken, until the next accepted input or
    /// assignment.
    final var inputRejection: ValidationError? {
        get { extras?.inputRejection }
        set { if extras != nil || newValue != nil { ensureExtras().inputRejection = newValue } }
    }

    /// Whether the value was changed since the row joined its form.
    @exclusivity(unchecked) public internal(set) final var wasChanged = false

    /// Whether the row has lost focus at least once.
    @exclusivity(unchecked) public internal(set) final var wasBlurred = false

    /// Whether the last validation found no errors.
    public var isValid: Bool { validationErrors.isEmpty }

    /// Whether the row has focus in its form.
    public var isFocused: Bool { form?.focusedRow === self }

    // MARK: Callbacks

    /// Observers of this row's events: the Eureka-style callbacks (`onChange`,
    /// `onCellSelection`, …) are observers like the form's, fed by the same events.
    final var eventHandlers: [(FormEvent) -> Void] { definition?.eventHandlers ?? [] }

    /// Adds an observer of this row's events.
    final func addEventHandler(_ handler: @escaping (FormEvent) -> Void) {
        changeDefinition { $0.eventHandlers.append(handler) }
    }

    /// What few rows set and copies share: placeholder, help, callbacks. Nil until one
    /// is set; shared with the copies a ``FormTemplate`` makes until one changes.
    @exclusivity(unchecked) final var definition: RowDefinition?

    final func changeDefinition(_ change: (RowDefinition) -> Void) {
        if definition == nil {
            definition = RowDefinition()
        } else if !isKnownUniquelyReferenced(&definition) {
            definition = definition?.copy()
        }
        if let definition { change(definition) }
    }

    /// Who set off the value change being made, read when it is reported.
    @exclusivity(unchecked) final var pendingChangeCause = ValueChangeCause.programmatic

    /// Creates a row with a tag.
    public required init(tag: String?) {
        self.tag = tag
    }

    // MARK: Copies

    /// A new row of the same type with the same definition, in no section: how a
    /// ``FormTemplate`` makes each request's form without running the definition
    /// again.
    func makeCopy() -> BaseRow {
        type(of: self).init(copying: self)
    }

    /// A row with the definition of `other`, a row of the same type: its settings,
    /// rules, conditions, callbacks and current value, not what happened to it
    /// (errors, focus, expansion). Every row type with stored settings implements
    /// it, copies its own and calls `super`; a custom row must too, for its settings
    /// to reach the forms of a ``FormTemplate`` (which checks that they do).
    /// Closures are shared, not copied: they must reach other rows through the row or
    /// form they are given, never by capturing them.
    public required init(copying other: BaseRow) {
        tag = other.tag
        title = other.title
        definition = other.definition
        conditionState = other.conditionState.map(RowConditionState.init(copying:))
        isHidden = other.hidden == nil ? false : other.isHidden
        isDisabled = other.disabled == nil ? false : other.isDisabled
        validationOptions = other.validationOptions
        if let options = other.extras?.inlineRowHideOptions, options != [.anotherInlineRowIsShown, .focusChanges] {
            let extras = RowExtras()
            extras.inlineRowHideOptions = options
            self.extras = extras
        }
    }

    /// Takes over what joining a form worked out for `other`, of which this row is a
    /// copy in a copy of its form.
    final func takeRegistration(of other: BaseRow) {
        isTagRegistered = other.isTagRegistered
        isReadByConditions = other.isReadByConditions
        hiddenDependencies = other.hiddenDependencies
        disabledDependencies = other.disabledDependencies
        isHidden = other.isHidden
        isDisabled = other.isDisabled
    }

    /// Works out what copies of the row share; rows with derived caches override it.
    func prepareForSharing() {}

    // MARK: Position

    /// The row's visible position in its form, or nil when it is not shown.
    public var position: RowPosition? {
        guard let section, let form, let sectionIndex = form.visibleIndex(of: section),
              let rowIndex = section.visibleIndex(of: self) else { return nil }
        return RowPosition(section: sectionIndex, row: rowIndex)
    }

    // MARK: Conditions

    enum ConditionKind { case hidden, disabled }

    private func conditionDidChange(_ kind: ConditionKind) {
        if let form {
            form.rowConditionDidChange(self, kind)
        } else if (kind == .hidden ? hidden : disabled)?.dependencies.isEmpty ?? true {
            // Constant conditions need no form to be evaluated.
            if kind == .hidden { updateHiddenState() } else { updateDisabledState() }
        }
    }

    /// Re-evaluates the `hidden` condition, showing or hiding the row, and updates
    /// the rows whose conditions read this one.
    public func evaluateHidden() {
        if let form { form.propagate(nodes: [.row(self)]) } else { updateHiddenState() }
    }

    /// Re-evaluates the `disabled` condition.
    public func evaluateDisabled() {
        updateDisabledState()
    }

    /// Returns whether `isHidden` changed.
    @discardableResult
    func updateHiddenState() -> Bool {
        applyHiddenState(hidden?.evaluate(in: form) ?? false)
    }

    /// Shows or hides the row as its condition said; returns whether that changed it.
    @discardableResult
    func applyHiddenState(_ newValue: Bool) -> Bool {
        guard newValue != isHidden else { return false }
        isHidden = newValue
        if newValue {
            collapseInlineRow()
            if let form, form.focusedRow === self { form.setFocus(nil) }
        }
        section?.rowVisibilityDidChange(self)
        return true
    }

    @discardableResult
    func updateDisabledState() -> Bool {
        let newValue = disabled?.evaluate(in: form) ?? false
        guard newValue != isDisabled else { return false }
        isDisabled = newValue
        emit(.disabledChanged(self))
        return true
    }

    // MARK: Value changes

    /// Called by typed rows after their value changed: conditions follow, an edit
    /// validates as the options ask, then observers hear of it with the old value.
    func valueDidChange(oldValue: @autoclosure () -> Any?) {
        guard let section, section.isInForm else { return }
        let cause = pendingChangeCause
        if cause != .silent { wasChanged = true }
        if !externalErrors.isEmpty { clearExternalErrors() }
        // Most changes are read by no condition and heard by no one: the form is only
        // looked up when something will use it.
        let isRead = isReadByConditions || section.isReadByConditions
        if isRead || section.formIsObserved || !eventHandlers.isEmpty, let form = section.form {
            if isRead { form.observableValueDidChange(of: self, in: section) }
            if cause != .silent { validateAfterEdit() }
            form.emit(.valueChanged(self, oldValue: oldValue(), cause: cause), about: self)
        } else if cause != .silent {
            validateAfterEdit()
        }
    }

    /// Runs `change` with `cause` as the cause of the value changes it makes.
    func withChangeCause<T>(_ cause: ValueChangeCause, _ change: () -> T) -> T {
        let outer = pendingChangeCause
        pendingChangeCause = cause
        defer { pendingChangeCause = outer }
        return change()
    }

    /// Tells the form's observers and the row's own about an event of this row; a
    /// row outside a form tells only its own.
    func emit(_ event: @autoclosure () -> FormEvent) {
        if let form {
            form.emit(event(), about: self)
        } else if !eventHandlers.isEmpty {
            let e = event()
            for handler in eventHandlers { handler(e) }
        }
    }

    /// Validates after a person's edit when the validation options ask for it.
    /// A row that shows errors validates on every edit (unless it validates only on
    /// demand), so an error goes away as soon as the value is fixed.
    func validateAfterEdit() {
        if validationOptions.contains(.validatesOnDemand) { return }
        if !validationErrors.isEmpty || validationOptions.contains(.validatesOnChange)
            || (validationOptions.contains(.validatesOnChangeAfterBlurred) && wasBlurred) {
            validate()
        }
    }

    private func clearExternalErrors() {
        guard !externalErrors.isEmpty else { return }
        let external = externalErrors
        externalErrors.removeAll()
        setValidationErrors(validationErrors.filter { !external.contains($0) })
    }

    /// Tells front ends that something other than the value changed.
    ///
    /// - Parameter what: what changed; `.settings` when not said.
    public func notifyUpdated(_ what: RowUpdate = .settings) {
        // Nobody can hear a row outside a section without handlers of its own (a row
        // being defined): skip making the event.
        guard section != nil || !eventHandlers.isEmpty else { return }
        emit(.rowUpdated(self, what))
    }

    // MARK: Validation

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

    /// The name of the row's value type, for messages ("Int", "String").
    open var valueTypeName: String { "no value" }

    /// Validates the row. Unless `quietly`, the errors are stored in
    /// ``validationErrors`` and observers are told.
    @discardableResult
    public func validate(quietly: Bool = false) -> [ValidationError] {
        var errors = inputErrors()
        if let inputRejection { errors.append(inputRejection) }
        if errors.isEmpty { errors = ruleErrors() }
        if !externalErrors.isEmpty { errors += externalErrors }
        if !errors.isEmpty {
            // An item of a repeating group answers for the group's tag.
            if let tag = tag ?? (section?.isMultivalued == true ? section?.tag : nil) {
                for i in errors.indices where errors[i].tag == nil { errors[i].tag = tag }
            }
            // Built-in messages are worded in English; a form with a catalogue of its own words them its way.
            if let messages = form?.customMessages {
                for i in errors.indices where errors[i].messageKey != nil { errors[i] = errors[i].worded(in: messages) }
            }
        }
        if !quietly && !(errors.isEmpty && validationErrors.isEmpty) { setValidationErrors(errors) }
        return errors
    }

    /// Removes the row's errors without validating (as after a reset).
    public func cleanValidationErrors() {
        externalErrors.removeAll()
        setValidationErrors([])
    }

    func setValidationErrors(_ errors: [ValidationError]) {
        guard errors != validationErrors else { return }
        validationErrors = errors
        emit(.validationChanged(self))
    }

    func addExternalError(_ error: ValidationError) {
        externalErrors.append(error)
        setValidationErrors(validationErrors + [error])
    }

    // MARK: What a person does

    /// The UI-agnostic tap: toggles a check row, selects in a selectable section,
    /// inserts from an add button, toggles an inline row, asks a selector to open.
    /// Does nothing on a disabled row.
    public func didSelect() {
        guard !isDisabled else { return }
        withChangeCause(.input) { customDidSelect() }
        emit(.rowSelected(self))
    }

    /// What selecting does for this kind of row; subclasses override it.
    open func customDidSelect() {
        if expandsInline { toggleInlineRow() }
    }

    /// The row receives focus; a disabled or hidden row, or one that cannot take
    /// focus (a label), refuses it.
    public func didBeginEditing() {
        guard !isDisabled, isVisible, canTakeFocus else { return }
        form?.setFocus(self)
    }

    /// The row loses focus; with ``ValidationOptions/validatesOnBlur`` it validates.
    public func didEndEditing() {
        wasBlurred = true
        if let form, form.focusedRow === self { form.setFocus(nil) }
        if validationOptions.contains(.validatesOnBlur) || validationOptions.contains(.validatesOnChangeAfterBlurred) {
            validate()
        }
    }

    // MARK: Inline rows

    /// The inline row currently shown below this one.
    public internal(set) final var expandedInlineRow: BaseRow? {
        get { hasInlineRelation ? extras?.expandedInlineRow : nil }
        set {
            ensureExtras().expandedInlineRow = newValue
            hasInlineRelation = newValue != nil || extras?.inlineOwner != nil
        }
    }

    /// When an expanded inline row collapses by itself.
    public final var inlineRowHideOptions: InlineRowHideOptions {
        get { extras?.inlineRowHideOptions ?? [.anotherInlineRowIsShown, .focusChanges] }
        set { ensureExtras().inlineRowHideOptions = newValue }
    }

    /// Whether the row expands an inline row below itself when selected.
    open var expandsInline: Bool { false }

    /// Makes the row shown below this one when it expands; nil for rows that do not
    /// expand. Inline rows override it.
    open func makeInlineRow() -> BaseRow? { nil }

    /// Whether the inline row is shown.
    public var isExpanded: Bool { expandedInlineRow != nil }

    /// Shows the inline row right after this row in its section.
    public func expandInlineRow() {
        guard expandedInlineRow == nil, let section, !isHidden, let inline = makeInlineRow() else { return }
        form?.inlineRowDidExpand(self)
        inline.inlineOwner = self
        expandedInlineRow = inline
        section.insertRow(inline, atAllIndex: indexInList + 1)
        emit(.inlineRowExpanded(self))
    }

    /// Removes the inline row.
    public func collapseInlineRow() {
        guard let inline = expandedInlineRow else { return }
        inline.section?.removeRow(atAllIndex: inline.indexInList)
    }

    /// The inline row left its section (collapsed, or removed directly).
    func inlineRowDidLeave() {
        expandedInlineRow = nil
        form?.inlineRowDidCollapse(self)
        emit(.inlineRowCollapsed(self))
    }

    /// Expands a collapsed inline row or collapses an expanded one.
    public func toggleInlineRow() {
        if isExpanded { collapseInlineRow() } else { expandInlineRow() }
    }
}

/// When an expanded inline row collapses without being asked to.
public struct InlineRowHideOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Collapse when another inline row expands.
    public static let anotherInlineRowIsShown = InlineRowHideOptions(rawValue: 1)
    /// Collapse when focus moves to a row other than this one or its inline row.
    public static let focusChanges = InlineRowHideOptions(rawValue: 2)
}

extension BaseRow: VisibleListElement {
    var isHiddenInList: Bool { isHidden }
}

extension BaseRow: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(tag.map { "\"\($0)\"" } ?? "untagged"))"
    }
}
