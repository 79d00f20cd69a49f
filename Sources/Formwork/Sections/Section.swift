/// An ordered group of rows with an optional header and footer.
///
/// A section is a `RandomAccessCollection`, `MutableCollection` and
/// `RangeReplaceableCollection` of its *visible* rows; ``allRows`` includes the
/// hidden ones. Inserting at a visible index places the row right after the visible
/// row before that index, so hidden rows keep their place.
open class Section {
    /// The frozen definition this section shares with the other forms of a
    /// ``FormTemplate``; nil for a section of a form built directly, and once the
    /// section has settings of its own.
    final var definitionStorage: SectionDefinition?
    /// The section's own settings: all of them while it is built, and once a form
    /// changes one of a template's section; nil while it reads the shared ones.
    final var ownSettings: SectionSettings?

    /// The section's settings, its own or the shared ones.
    final var settings: SectionSettings {
        ownSettings ?? definitionStorage?.settings ?? SectionSettings()
    }

    /// Identifies the section in its form; shares one namespace with row tags.
    public final var tag: String? {
        get { ownSettings != nil ? ownSettings?.tag : definitionStorage?.settings.tag }
        set {
            let oldValue = tag
            guard newValue != oldValue else { return }
            changeSettings { $0.tag = newValue }
            form?.sectionTagDidChange(self, from: oldValue)
        }
    }

    /// The header title.
    public final var header: String? {
        get { ownSettings != nil ? ownSettings?.header : definitionStorage?.settings.header }
        set {
            guard newValue != header else { return }
            changeSettings { $0.header = newValue }
            form?.emit(.sectionUpdated(self))
        }
    }

    /// The footer text.
    public final var footer: String? {
        get { ownSettings != nil ? ownSettings?.footer : definitionStorage?.settings.footer }
        set {
            guard newValue != footer else { return }
            changeSettings { $0.footer = newValue }
            form?.emit(.sectionUpdated(self))
        }
    }

    /// When the whole section is hidden. Rows in a hidden section read as nil in conditions.
    public final var hidden: Condition? {
        get { ownSettings != nil ? ownSettings?.hidden : definitionStorage?.settings.hidden }
        set {
            changeSettings { $0.hidden = newValue }
            if let form {
                form.sectionConditionDidChange(self)
                if startsPage { form.refreshPageConditions(changed: self) }
            } else if hidden?.dependencies.isEmpty ?? true {
                updateHiddenState()
            }
        }
    }

    /// Whether the `hidden` condition holds.
    public internal(set) final var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    // Private storage: a public stored property may be reached from other
    // modules, so every access to it would be checked at run time.
    private final var storedIsHidden = false

    /// The form the section is in, or nil. The form owns its sections and clears
    /// this when it goes, so a section that outlives its form reads nil here.
    // Through the form's link (see ``SectionLink``), not `weak`: a weak reference
    // moves its target to slow reference counting for life, which cost a fifth of
    // serving a request. The link is cleared by whoever drops the section, and by
    // the form's `deinit`; were a clear ever missed, reading it would stop the
    // program, never read freed memory.
    public internal(set) final var form: Form? {
        get { formLink?.form }
        set {
            formLink = newValue?.link
            isInForm = newValue != nil
        }
    }
    private final var formLink: FormLink?

    /// What the section's rows hold to reach it, made with the first.
    final var link: SectionLink {
        if let madeLink { return madeLink }
        let made = SectionLink(self)
        madeLink = made
        return made
    }
    private final var madeLink: SectionLink?

    /// Whether ``form`` is set, known without looking the form up.
    final var isInForm: Bool {
        get { madeLink?.isInForm ?? false }
        set { link.isInForm = newValue }
    }

    final var indexInList = 0
    /// Whether the section's form has observers (kept by the form).
    final var formIsObserved: Bool {
        get { madeLink?.formIsObserved ?? false }
        set { link.formIsObserved = newValue }
    }
    final var hiddenDependencies: [String] = []
    /// The `hidden` condition of the ``Page`` this section is on, when it is not a
    /// page itself: it hides the section too (see ``visibilityCondition``).
    final var pageCondition: Condition?
    /// The page whose condition ``pageCondition`` is.
    final var pageStart: ObjectIdentifier?
    final var graphMarks = ConditionGraphMarks()
    /// Whether the section's tag is the one registered for it in its form.
    final var isTagRegistered = false
    /// Whether a condition in the form reads the section's tag.
    final var isReadByConditions: Bool {
        get { madeLink?.isReadByConditions ?? false }
        set { link.isReadByConditions = newValue }
    }
    /// The rows, hidden ones included, and the visible ones; changed only through
    /// ``changeRows(_:)``.
    private(set) final var rows = VisibleList<BaseRow>()
    var rowStorage: [BaseRow] { rows.all }
    var visibleRows: [BaseRow] { rows.visible }
    /// Changes whenever the section's rows come, go or move.
    final var rowsVersion = 0
    /// Whether the section is a repeating group, known without a cast.
    var isMultivalued: Bool { false }
    /// Whether the section takes input as a whole (a choice among its rows).
    var takesChoices: Bool { false }
    /// How many expanded inline pickers the section holds.
    final var expandedPickerCount = 0

    /// Every row, hidden or not, in order.
    public var allRows: [BaseRow] { rowStorage }

    /// An empty section.
    public required init() {}

    // Rows that outlive their section read nil, never a freed section: the link
    // they share says the section is gone.
    deinit {
        madeLink?.isAlive = false
    }

    /// A section with a header, configured by `initializer`.
    public init(_ header: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.header = header
        initializer(self)
    }

    /// A section configured by `initializer`.
    public init(_ initializer: (Section) -> Void) {
        initializer(self)
    }

    /// A section with a header and a footer.
    public init(header: String?, footer: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.header = header
        self.footer = footer
        initializer(self)
    }

    /// A section with a footer and no header.
    public convenience init(footer: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.init(header: nil, footer: footer, initializer)
    }

    /// A section holding `rows`.
    public init(_ rows: [BaseRow]) {
        append(contentsOf: rows)
    }

    // MARK: Copies

    /// A new section of the same type sharing this one's definition, with rows
    /// sharing its rows' (expanded inline pickers left out), in no form.
    func makeSectionSharingDefinitions() -> Section {
        let copy = makeEmptySectionSharingDefinition()
        copy.adoptCopiedRows(rows.all.filter { $0.inlineOwner == nil }.map { $0.makeRowSharingDefinition() }, from: self)
        return copy
    }

    /// A fresh section of the same class sharing this one's definition, without
    /// rows (a template adds its own for each form).
    func makeEmptySectionSharingDefinition() -> Section {
        let section = type(of: self).init()
        section.definitionStorage = definitionStorage
        section.ownSettings = ownSettings
        return section
    }

    /// Changes the section's own settings, taken whole from the shared definition
    /// first when it reads those: the definition itself is never written.
    func changeSettings(_ change: (inout SectionSettings) -> Void) {
        if madeLink?.isFrozen == true { reportProgrammerError(Form.frozenMessage("the settings of section \(tag.map { "\"\($0)\"" } ?? "")")) }
        var own = settings
        ownSettings = nil
        change(&own)
        ownSettings = own
        definitionStorage = nil
    }

    /// Freezes the section's own settings into a definition its template's forms
    /// share.
    final func freezeSettings() {
        guard let own = ownSettings else { return }
        definitionStorage = SectionDefinition(own)
        ownSettings = nil
    }

    /// Takes over what joining a form worked out for `other`, of which this section
    /// is a copy in a copy of its form.
    final func takeRegistration(of other: Section) {
        isTagRegistered = other.isTagRegistered
        isReadByConditions = other.isReadByConditions
        hiddenDependencies = other.hiddenDependencies
        isHidden = other.isHidden
        pageCondition = other.pageCondition
        pageStart = other.pageStart
    }

    /// Takes the copies of `other`'s rows as they stand, already placed.
    func adoptCopiedStructure(_ copies: VisibleList<BaseRow>, from other: Section) {
        _ = exchange(&rows, with: copies)
    }

    /// Takes the copies of `other`'s rows, in order.
    func adoptCopiedRows(_ copies: [BaseRow], from other: Section) {
        insertRows(copies, atAllIndex: 0)
    }

    /// The value a tagged section contributes to ``Form/values(includeHidden:)`` and
    /// to conditions, or nil when plain sections contribute none. Hidden rows are
    /// left out unless `includeHidden`.
    open func sectionValue(includeHidden: Bool) -> Any?? { nil }

    /// The value conditions read for the section: visible rows only.
    public var sectionValue: Any?? { sectionValue(includeHidden: false) }

    /// Whether the section has a value of its own (``Section/sectionValue`` is not nil),
    /// known without computing it: the check sits on the path of every value change.
    open var contributesValue: Bool { false }

    /// What the section is: plain, selectable or multivalued. Schemas name
    /// sections by it and front ends draw them by it.
    open var kind: SectionKind { .plain }

    /// The selection a selectable section allows; nil for other sections.
    open var selection: SelectionType? { nil }

    /// Whether showing or hiding `row` changes the section's value (an item of a
    /// repeating group, a choice of a selectable section; not an add button).
    open func valueDepends(onVisibilityOf row: BaseRow) -> Bool { false }

    /// Sets the section's value from ``Form/setValues(_:)``; returns false when the
    /// section takes no value or `value` does not fit.
    @discardableResult
    open func setSectionValue(_ value: Any?) -> Bool { false }

    // MARK: Options

    /// The section's choices, for a section whose rows are choices (a
    /// ``SelectableSection``); none for other sections.
    open var optionLists: [RowOptionList] { [] }

    /// The option that stands for `row` among the section's choices (its key, title,
    /// whether it is chosen, and what a condition reads when it is): for a front end
    /// that reads one row of a selectable section from the section's controls. Nil
    /// when the row is not one of them (hidden, or not a choice).
    open func choiceOption(for row: BaseRow) -> RowOption? { nil }

    /// Chooses the row of the section whose option key is `key`, as a person would.
    ///
    /// - Throws: ``UnknownOptionKey`` when no choice has the key.
    open func selectOption(key: String) throws(UnknownOptionKey) {
        throw UnknownOptionKey(key: key, list: 0, identifier: identifier)
    }

    /// Clears the row of the section whose option key is `key`.
    ///
    /// - Throws: ``UnknownOptionKey`` when no choice has the key.
    open func deselectOption(key: String) throws(UnknownOptionKey) {
        throw UnknownOptionKey(key: key, list: 0, identifier: identifier)
    }

    /// Takes input for the section as a whole, as a person's edit: the keys chosen
    /// in a ``SelectableSection``. Other sections take none; a hidden section never
    /// takes any.
    @discardableResult
    open func takeInput(_ input: RowInput) -> RowInputResult { .ignored(.readOnly) }

    /// Re-evaluates the `hidden` condition, and what depends on the section.
    public func evaluateHidden() {
        if let form { form.propagate(nodes: [.section(self)]) } else { updateHiddenState() }
    }

    @discardableResult
    func updateHiddenState() -> Bool {
        applyHiddenState(visibilityCondition?.evaluate(in: form) ?? false)
    }

    /// Shows or hides the section as its condition said; returns whether that changed it.
    @discardableResult
    func applyHiddenState(_ newValue: Bool) -> Bool {
        guard newValue != isHidden else { return false }
        isHidden = newValue
        form?.sectionVisibilityDidChange(self)
        return true
    }

    /// Where in ``allRows`` a row inserted at a visible index goes: right after the
    /// visible row before it, so hidden rows keep their place.
    func allIndexForInsertion(atVisible index: Int) -> Int {
        clampedInsertionIndex(rows.allIndexForInsertion(atVisible: index))
    }

    /// Where appended rows go: the end of ``allRows``, after hidden rows too, so a
    /// section reads in the order it was written.
    var allIndexForAppending: Int {
        clampedInsertionIndex(rows.all.count)
    }

    /// Lets subclasses keep fixed rows in place (the add button of a multivalued
    /// section stays last).
    open func clampedInsertionIndex(_ allIndex: Int) -> Int {
        allIndex
    }

    /// The index of `row` among the visible rows, or nil when it is not shown here.
    ///
    /// - Complexity: O(log *n*) in the number of rows of the section.
    public func visibleIndex(of row: BaseRow) -> Int? {
        row.section === self ? rows.visibleIndex(of: row) : nil
    }

    // MARK: Structure (all changes go through here)

    /// Changes the rows as a value taken out of the section and put back after.
    ///
    /// The list's own changes call into the standard library, which the compiler
    /// cannot see into; done on the section's property, they would make every
    /// access to it checked at run time (two checks for each row a form is built
    /// with). Taken out, the property is only ever read, or written by a move.
    @inline(__always)
    final func changeRows<Result>(_ change: (inout VisibleList<BaseRow>) -> Result) -> Result {
        var list = exchange(&rows, with: VisibleList())
        let result = change(&list)
        _ = exchange(&rows, with: list)
        return result
    }

    /// Whether a row's tag may go unregistered when another row has it, rather than
    /// being a programmer error (items of a repeating group).
    func tagIsOptional(for row: BaseRow) -> Bool { false }

    /// Inserts rows into `allRows` at `allIndex` and attaches them. A row in another
    /// section moves here (as a view added to another superview does); one already
    /// in this section moves to the new place.
    func insertRows<Rows: Collection<BaseRow>>(_ newRows: Rows, atAllIndex allIndex: Int) {
        guard !newRows.isEmpty else { return }
        var index = allIndex
        for row in newRows {
            guard let owner = row.section else { continue }
            if owner === self, row.indexInList < index { index -= 1 }
            owner.removeRow(atAllIndex: row.indexInList)
        }
        index = Swift.max(0, Swift.min(clampedInsertionIndex(index), rows.all.count))
        changeRows { $0.insert(newRows, at: index) }
        rowsVersion &+= 1
        for row in newRows {
            row.sectionLink = link
            if row.inlineOwner != nil { expandedPickerCount += 1 }
        }
        guard let form else {
            changeRows { list in for row in newRows { _ = list.show(row) } }
            return
        }
        let work = form.attachRows(newRows, in: self)
        for row in newRows where row.section === self {
            if let i = changeRows({ $0.show(row) }) { form.emit(.rowInserted(row, at: i, in: self)) }
        }
        form.propagate(tags: work.tags, nodes: work.nodes, mayCloseCycle: work.mayCloseCycle)
        form.checkInvariantsAfterChange()
    }

    func insertRow(_ row: BaseRow, atAllIndex allIndex: Int) {
        insertRows(CollectionOfOne(row), atAllIndex: allIndex)
    }

    /// Removes the row at `allIndex` from the section and detaches it.
    @discardableResult
    func removeRow(atAllIndex allIndex: Int) -> BaseRow {
        let leaving = rows.all[allIndex]
        leaving.collapseInlineRow()
        // Collapsing may have removed a picker before it: read the index again.
        let (row, shownAt) = changeRows { $0.remove(at: leaving.indexInList) }
        rowsVersion &+= 1
        if row.inlineOwner != nil { expandedPickerCount -= 1 }
        if let shownAt { form?.emit(.rowRemoved(row, at: shownAt, in: self)) }
        // An inline picker leaving, by collapse or removed directly: its owner knows.
        let owner = row.inlineOwner.flatMap { $0.expandedInlineRow === row ? $0 : nil }
        row.inlineOwner = nil
        form?.rowDidDetach(row)
        row.section = nil
        owner?.inlineRowDidLeave()
        form?.checkInvariantsAfterChange()
        return row
    }

    /// Puts `new` where the row at `allIndex` was; one `rowReplaced` event when both are shown.
    func replaceRow(atAllIndex allIndex: Int, with new: BaseRow) {
        if let owner = new.section {
            guard owner !== self else {
                moveRow(fromAll: new.indexInList, toAll: allIndex)
                return
            }
            owner.removeRow(atAllIndex: new.indexInList)
        }
        let leaving = rows.all[allIndex]
        leaving.collapseInlineRow()
        let pickerOwner = leaving.inlineOwner.flatMap { $0.expandedInlineRow === leaving ? $0 : nil }
        if leaving.inlineOwner != nil { expandedPickerCount -= 1 }
        if new.inlineOwner != nil { expandedPickerCount += 1 }
        leaving.inlineOwner = nil
        let (old, oldVisible) = changeRows { $0.replace(at: leaving.indexInList, with: new) }
        rowsVersion &+= 1
        // Swap the registrations first and report the replacement before anything it
        // sets off (rows reading the old tag), so observers see events in order.
        var tags: [String] = []
        form?.detachRowState(old, collectingTags: &tags)
        old.section = nil
        new.section = self
        guard let form else {
            _ = changeRows { $0.show(new) }
            pickerOwner?.inlineRowDidLeave()
            return
        }
        let work = form.attachRows([new], in: self)
        switch (oldVisible, changeRows { $0.show(new) }) {
        case let (_?, n?): form.emit(.rowReplaced(old, with: new, at: n, in: self))
        case let (o?, nil): form.emit(.rowRemoved(old, at: o, in: self))
        case let (nil, n?): form.emit(.rowInserted(new, at: n, in: self))
        case (nil, nil): break
        }
        if isReadByConditions, contributesValue, let tag { tags.append(tag) }
        form.propagate(tags: tags + work.tags, nodes: work.nodes, mayCloseCycle: work.mayCloseCycle)
        pickerOwner?.inlineRowDidLeave()
    }

    /// Closes every expanded inline row of the section.
    func collapseInlineRows() {
        for row in rows.all where row.isExpanded { row.collapseInlineRow() }
    }

    /// Called after a public collection operation changed the rows; subclasses keep
    /// fixed rows (an add button) in place.
    func rowsDidChange() {}

    /// Recomputes the visible rows from scratch, when the section joins a form.
    func rebuildVisibleRows() {
        changeRows { $0.rebuildVisible() }
    }

    /// Keeps the visible rows in step with a row's `isHidden`.
    func rowVisibilityDidChange(_ row: BaseRow) {
        guard row.section === self else { return }
        form?.structureVersion &+= 1
        if row.isHidden {
            if let i = changeRows({ $0.hide(row) }) { form?.emit(.rowHidden(row, at: i, in: self)) }
        } else {
            if let i = changeRows({ $0.show(row) }) { form?.emit(.rowShown(row, at: i, in: self)) }
        }
    }

    /// Moves a row within `allRows`.
    func moveRow(fromAll source: Int, toAll destination: Int) {
        guard source != destination else { return }
        let row = rows.all[source]
        let (from, to) = changeRows { $0.move(from: source, to: destination) }
        rowsVersion &+= 1
        if let from, let to { form?.emit(.rowMoved(row, from: from, to: to, in: self)) }
        form?.rowDidMove(row)
        form?.checkInvariantsAfterChange()
    }
}

extension Section: VisibleListElement {
    var isHiddenInList: Bool { isHidden }
}

extension Section: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(tag.map { "\"\($0)\"" } ?? header.map { "header \"\($0)\"" } ?? "untitled"), \(visibleRows.count)/\(rowStorage.count) rows)"
    }
}
