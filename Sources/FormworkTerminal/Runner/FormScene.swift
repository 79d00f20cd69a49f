import Formwork

/// A form as a scene: a grouped list drawn around the row with focus, a line of hints
/// at the bottom, and a list of choices over it when a row opens one. A form of
/// several pages shows one page at a time, with where it is on the path, then the
/// review of every answer (``FormJourney``).
///
/// Only the lines in view are laid out, from the form itself, so what conditions,
/// checks and callbacks change shows at once; rows out of focus are drawn again only
/// when the form reports a change (``DrawnRows``).
struct FormScene: TerminalScene {
    let root: Form
    let presenters: TerminalPresenters
    let navigation: RowNavigationOptions
    let palette: TerminalPalette

    /// Forms opened from subform rows, innermost last, with the row that opened each.
    private(set) var nested: [(form: Form, opener: BaseRow)] = []
    /// The row with focus, and what its presenter keeps.
    private(set) var focus: BaseRow?
    var state = TerminalRowState()
    /// A list of choices open over the form, and the row and list it chooses for.
    var overlay: (scene: ChoiceScene, row: BaseRow, list: Int)?
    /// The first line in view: a place's line, skipping `topSkip` of its lines.
    var topAnchor: LayoutAnchor = .top
    var topSkip = 0
    /// Where the focus was last drawn, to find a row near it when it goes.
    var lastFocusItem: LayoutItem?
    /// A note for the line of hints, until the next key.
    var note: String?
    /// The width of the last frame.
    var width = 80
    /// Rows drawn in earlier frames, until the form reports a change.
    let drawn = DrawnRows()
    /// The way through a form of several pages; nil for a form of one.
    var journey: FormJourney?
    /// At the review: the answer chosen, by its place in the review, or the review's
    /// count for the submit line; and the first of the review's lines in view.
    var reviewChoice = 0
    var reviewTop = 0
    /// The rows asked, when only some are (``TerminalForm/asksRow``).
    let asked: AskedRows?

    var form: Form { nested.last?.form ?? root }

    /// What is shown: a nested form whole, the page being asked, or the whole form.
    var shown: ShownSections {
        if nested.isEmpty, let page = journey?.currentPage { return ShownSections(form: root, page: page) }
        return ShownSections(form: form)
    }

    /// A scene of `form`; a form of several pages starts where `journey` stands.
    init(form: Form, presenters: TerminalPresenters, navigation: RowNavigationOptions, journey: JourneyState = JourneyState(),
         asked: AskedRows? = nil) {
        root = form
        self.presenters = presenters
        self.navigation = navigation
        self.asked = asked
        palette = TerminalPalette(theme: form.theme)
        if form.isPaged { self.journey = FormJourney(form: form, state: journey) }
        drawn.observe(form)
        focusFirstRow()
        passPagesWithNothingToAsk()
    }

    // MARK: Focus

    /// Focuses the first row that asks for the focus (``BaseRow/autofocus``), or
    /// else the first that can take it.
    mutating func focusFirstRow() {
        let shown = shown
        var item: LayoutItem? = .top
        while let current = item {
            if let row = current.row(in: shown), row.autofocus, canFocus(row) { return setFocus(row) }
            item = current.next(in: shown)
        }
        setFocus(firstFocusable(from: .top, step: 1))
    }

    /// The first row from `start` on (or back, for a negative step) that can take focus.
    func firstFocusable(from start: LayoutItem?, step: Int) -> BaseRow? {
        let shown = shown
        var item = start
        while let current = item {
            if let row = current.row(in: shown), canFocus(row) { return row }
            item = step > 0 ? current.next(in: shown) : current.previous(in: shown)
        }
        return nil
    }

    func canFocus(_ row: BaseRow) -> Bool {
        row.isVisible && !row.isDisabled && row.canTakeFocus && isAsked(row)
    }

    /// Whether `row` is asked: every row is, unless only some are; a nested form's
    /// rows go with the row that opens it.
    func isAsked(_ row: BaseRow) -> Bool {
        guard let asked, row.form === root else { return true }
        return asked.asks(row)
    }

    mutating func setFocus(_ row: BaseRow?) {
        if let old = focus, old !== row {
            presenters.presenter(for: old).blur(old, state: &state)
            old.didEndEditing()
            drawn.forget(old)
        }
        guard let row else {
            focus = nil
            return
        }
        if focus !== row {
            state = TerminalRowState()
            focus = row
            row.didBeginEditing()
            presenters.presenter(for: row).focus(row, state: &state)
        }
    }

    /// Keeps the focus on a row that can have it: when conditions hid it or it was
    /// deleted, the nearest row at or after where it was, else before.
    mutating func settleFocus() {
        guard !isAtReview else { return setFocus(nil) }
        let shown = shown
        if let focus, focus.form === form, canFocus(focus), shown.contains(focus) { return }
        guard let last = lastFocusItem, last.section >= 0, !shown.isEmpty else { return focusFirstRow() }
        // Where the focus was, held within what is shown now.
        let section = min(max(last.section, shown.range.lowerBound), shown.range.upperBound - 1)
        let start = LayoutItem(section: section, slot: min(last.slot, shown[section].count))
        setFocus(firstFocusable(from: start, step: 1) ?? firstFocusable(from: start, step: -1))
    }

    /// Moves the focus `steps` rows on (back when negative), as far as navigation
    /// goes; the rows passed over are not focused on the way, so they do not validate
    /// as left. False when it could not move at all.
    private mutating func move(by steps: Int) -> Bool {
        guard var target = focus else { return false }
        let shown = shown
        for _ in 0..<abs(steps) {
            var next = steps > 0 ? form.nextRow(for: target, options: navigation) : form.previousRow(for: target, options: navigation)
            // Rows not asked are passed over.
            while let passed = next, !isAsked(passed), shown.contains(passed) {
                next = steps > 0 ? form.nextRow(for: passed, options: navigation) : form.previousRow(for: passed, options: navigation)
            }
            // A page's rows lead to no other page's.
            guard let next, shown.contains(next), isAsked(next) else { break }
            target = next
        }
        guard target !== focus else { return false }
        setFocus(target)
        return true
    }

    /// Shows the innermost of `forms` (the root when empty) in place of what was shown:
    /// the view starts at its top, the focus on `row` or its first row.
    mutating func show(nested forms: [(form: Form, opener: BaseRow)], focusing row: BaseRow?) {
        setFocus(nil)
        nested = forms
        drawn.observe(form)
        topAnchor = .top
        topSkip = 0
        lastFocusItem = nil
        if let row { setFocus(row) } else { focusFirstRow() }
    }

    /// From an inline picker, back to the row it belongs to, closing the picker.
    private mutating func closeInlinePicker() -> Bool {
        guard let owner = focus?.inlineOwner else { return false }
        owner.collapseInlineRow()
        setFocus(owner)
        return true
    }

    // MARK: Keys

    mutating func handle(_ event: TerminalEvent) -> SceneStep {
        note = nil
        if overlay != nil { return handleOverlay(event) }
        settleJourney()
        if isAtReview { return handleReview(event) }
        settleFocus()
        if case .key(let press) = event, let step = handleKeyBeforeRow(press) { return step }
        if let row = focus {
            let presenter = presenters.presenter(for: row)
            let response = presenter.handle(event, on: row, state: &state, context: context(for: row))
            switch response {
            case .handled: return .stay
            case .ignored: break
            case .moveOn: return moveOn()
            case .submit: return submit()
            case .openChoices(let list): openChoices(for: row, list: list)
                return .stay
            case .openNestedForm:
                if let nestedForm = row.nestedForm { show(nested: nested + [(nestedForm, row)], focusing: nil) }
                return .stay
            }
        }
        if case .key(let press) = event { return handleNavigationKey(press) }
        return .stay
    }

    /// Keys the form answers before the row's presenter: submitting, the keys of
    /// repeating groups, and Enter on inline rows.
    private mutating func handleKeyBeforeRow(_ press: KeyPress) -> SceneStep? {
        if press == .control("s") || press == KeyPress(.enter, .alt) { return submit() }
        if press == .control("p"), nested.isEmpty, journey != nil {
            goBackAPage()
            return .stay
        }
        guard let row = focus else { return nil }
        if press == .control("o"), openActions(for: row) { return .stay }
        if let step = handleGroupKey(press, on: row) { return step }
        guard press == KeyPress(.enter) else { return nil }
        if closeInlinePicker() { return .stay }
        if row.presentation == .inline && row.expandsInline {
            row.toggleInline()
            if let inline = row.expandedInlineRow { setFocus(inline) }
            return .stay
        }
        return nil
    }

    /// Keys the row's presenter did not take: moving between rows, Enter, Escape.
    private mutating func handleNavigationKey(_ press: KeyPress) -> SceneStep {
        switch (press.key, press.modifiers) {
        case (.down, []), (.tab, []): _ = move(by: 1)
        case (.up, []), (.tab, .shift): _ = move(by: -1)
        case (.pageDown, _): _ = move(by: 10)
        case (.pageUp, _): _ = move(by: -10)
        case (.enter, []): return moveOn()
        case (.escape, []):
            if let opener = nested.last?.opener {
                show(nested: nested.dropLast(), focusing: opener)
            } else if !closeInlinePicker(), journey != nil {
                goBackAPage()
            }
        default: break
        }
        return .stay
    }

    /// In a repeating group: Ctrl-N adds an item after the one with focus, Ctrl-X
    /// deletes it, Alt-↑/↓ (or Shift-↑/↓) move it; Enter on the add button adds one at
    /// the end.
    private mutating func handleGroupKey(_ press: KeyPress, on row: BaseRow) -> SceneStep? {
        guard let group = row.section, group.isRepeatingGroup else { return nil }
        if row === group.addItemRow {
            guard press == KeyPress(.enter) || press == KeyPress(.character(" ")) else { return nil }
            if let added = group.addItem() { setFocus(added) } else { note = root.messages.keyboard.noMoreItems }
            return .stay
        }
        guard let index = group.itemIndex(of: row) else { return nil }
        let movesItem = press.modifiers == .alt || press.modifiers == .shift
        switch press.key {
        case .character("n") where press.modifiers == .control && group.addItemRow != nil:
            if let added = group.addItem(at: index + 1) { setFocus(added) } else { note = root.messages.keyboard.noMoreItems }
        case .character("x") where press.modifiers == .control:
            guard group.itemEdits(at: index).contains(.delete) else { note = root.messages.keyboard.itemCannotBeDeleted; return .stay }
            setFocus(nil)
            lastFocusItem = LayoutItem(row: row)
            group.deleteItem(at: index)
            settleFocus()
        case .up where movesItem, .down where movesItem:
            // Refused past an item that is hidden or disabled, as on the web.
            guard group.moveItem(at: index, by: press.key == .up ? -1 : 1) else { return .stay }
            if !canFocus(row) { settleFocus() }
        default:
            return nil
        }
        return .stay
    }

    private mutating func moveOn() -> SceneStep {
        if move(by: 1) { return .stay }
        if !nested.isEmpty { return .stay }
        return submit()
    }

    /// Validates the whole form; with errors, the focus goes to the first row in error.
    /// On a page of several, continues from it instead.
    private mutating func submit() -> SceneStep {
        if journey != nil {
            // A form opened from a row of the page goes with it.
            nested.removeAll()
            return continuePage()
        }
        let current = focus
        setFocus(nil)
        let errors = root.validate()
        if errors.isEmpty { return .finish }
        // The errors show in the form that was opened first.
        nested.removeAll()
        let firstError = root.rows.first(where: { !$0.validationErrors.isEmpty && canFocus($0) })
        setFocus(firstError ?? (current?.form === root ? current : nil))
        if focus == nil { focusFirstRow() }
        note = root.messages.keyboard.errorsToFix(errors.count)
        return .stay
    }

    // MARK: Lists of choices

    private mutating func openChoices(for row: BaseRow, list: Int) {
        let lists = row.optionLists
        guard lists.indices.contains(list) else { return }
        let filterable = row.presentation != .alert && row.presentation != .actionSheet
        // The row's selector title (its onPresent's), else its title.
        var title = row.selectorDescription()?.title ?? row.displayTitle ?? row.title ?? ""
        let words = row.messages.keyboard
        if lists.count > 1 { title += " (" + words.position(list + 1, lists.count) + ")" }
        let scene = ChoiceScene(title: title, list: lists[list], palette: palette, viewHeight: 10, isFilterable: filterable,
                                words: words)
        overlay = (scene, row, list)
    }

    /// The list of the row's own actions (Eureka's swipe actions), when it has any
    /// and can act; choosing one performs it.
    private mutating func openActions(for row: BaseRow) -> Bool {
        let actions = row.rowActions
        guard !actions.isEmpty, !row.isDisabled else { return false }
        let words = row.messages.keyboard
        let options = actions.enumerated().map { index, action in
            RowOption(key: String(index), title: action.title ?? (action.style == .destructive ? words.delete : words.actions),
                      isSelected: false)
        }
        let list = RowOptionList(options: options, allowsMultipleSelection: false)
        let title = (row.displayTitle ?? row.title ?? "") + " · " + words.actions
        let scene = ChoiceScene(title: title, list: list, palette: palette, viewHeight: 10, isFilterable: false, words: words)
        overlay = (scene, row, Self.actionsList)
        return true
    }

    /// The overlay's list number for a row's actions, which are no option list.
    private static let actionsList = -1

    private mutating func handleOverlay(_ event: TerminalEvent) -> SceneStep {
        guard let (sceneValue, row, list) = overlay else { return .stay }
        var scene = sceneValue
        switch scene.handle(event) {
        case .stay:
            overlay = (scene, row, list)
        case .cancel:
            overlay = nil
        case .finish:
            overlay = nil
            if list == Self.actionsList {
                if let key = scene.result?.first, let index = Int(key) {
                    row.performRowAction(at: index)
                    settleFocus()
                }
                return .stay
            }
            let lists = row.optionLists
            if let keys = scene.result, lists.indices.contains(list) {
                TerminalSelector.apply(keys, of: lists[list], to: row, list: list)
            }
            // A cascading picker asks for its next list; a selector that stays open
            // after a choice (onPresent's) is shown again, until Esc.
            if list + 1 < row.optionLists.count {
                openChoices(for: row, list: list + 1)
            } else if row.optionLists.count == 1, row.selectorDescription()?.staysOpen == true {
                openChoices(for: row, list: list)
            }
        }
        return .stay
    }
}
