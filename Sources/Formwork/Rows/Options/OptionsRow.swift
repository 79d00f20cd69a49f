/// A group of options under a header, from ``OptionsRow/optionGroups``.
public struct OptionGroup<T> {
    /// The key the options were grouped by.
    public let key: String
    /// The header title for the group.
    public let title: String?
    /// The options in the group, in their original order.
    public let options: [T]
}

extension OptionGroup {
    /// Groups options by key, groups in order of first appearance; one untitled group
    /// when there is no key function.
    static func group(_ options: [T], key: ((T) -> String)?, title: ((String) -> String?)?) -> [OptionGroup<T>] {
        guard let key else { return [OptionGroup(key: "", title: nil, options: options)] }
        var order: [String] = []
        var grouped: [String: [T]] = [:]
        for option in options {
            let k = key(option)
            if grouped[k] == nil { order.append(k) }
            grouped[k, default: []].append(option)
        }
        return order.map { k in OptionGroup(key: k, title: title.map { $0(k) } ?? k, options: grouped[k] ?? []) }
    }
}

/// The base of the rows that choose one value from a list of options.
///
/// Selecting the row (``BaseRow/didSelect()``) asks the front end to present the
/// options (``FormEvent/presentationRequested(_:)``); the front end calls
/// ``select(option:)`` with the choice. A value that is not among known options
/// is a validation error, never a silent acceptance.
open class OptionsRow<T: Equatable>: Row<T> {
    /// ``RowKind/options``, for every row that chooses one option; they differ by
    /// ``BaseRow/presentation``.
    open override var kind: RowKind { .options }

    /// One of its options, whatever their type.
    open override var valueClass: RowValueClass { .oneChoice }

    /// Reads the row's option settings, its draft's or its definition's.
    @inline(__always)
    private final func readOptions<R>(_ read: (OptionSettings<T>) -> R) -> R? {
        readOptionSettings(OptionsRowDefinitionDraft<T>.self, read)
    }

    // Specialized: in code for any option type, making the definition looks its
    // class up for `T` first.
    @_specialize(where T == String)
    @_specialize(where T == Int)
    override func makeDraft() -> RowDefinitionDraft { OptionsRowDefinitionDraft<T>() }

    /// The options and what is worked out from them, in the row's settings. Read, a
    /// row without settings gives an empty store (no box is made). Changed in place,
    /// as `OptionListOwner` does to keep what it works out, it is the draft's store
    /// when the row has a draft: a frozen definition is read by other forms' rows on
    /// other tasks, so what is worked out from it is not kept (its template worked
    /// it out before freezing). A change of the options themselves through it (an
    /// assignment) goes into a draft of the row's own, like any setting.
    final var optionStore: OptionStore<T> {
        _read {
            if let draftStorage {
                yield DefinitionCast.cast(draftStorage, to: OptionsRowDefinitionDraft<T>.self).options.optionStore
            } else if let frozen = frozenOptionSettings(OptionsRowDefinitionDraft<T>.self) {
                yield frozen.options.value.optionStore
            } else {
                yield OptionStore()
            }
        }
        _modify {
            if let own = draft(as: OptionsRowDefinitionDraft<T>.self) {
                yield &own.options.optionStore
            } else {
                var store = readOptions { $0.optionStore } ?? OptionStore()
                let box = store.boxIdentity
                yield &store
                keepOptionStore(store, changedFrom: box, as: OptionsRowDefinitionDraft<T>.self)
            }
        }
    }

    /// Changes the options' settings, in the row's own definition.
    private func changeOptions(_ change: (inout OptionStore<T>) -> Void) {
        changeDefinition(as: OptionsRowDefinitionDraft<T>.self) { change(&$0.options.optionStore) }
        notifyUpdated(.options)
    }

    /// The options, in the order they are shown.
    public var options: [T]? {
        get { readOptions { $0.optionStore.options } ?? nil }
        set { setOptions(newValue) }
    }

    // Option rows of strings are the common case; their classes are generic, so
    // without code made for them every setting looks the store's types up.
    @_specialize(where T == String)
    private final func setOptions(_ newValue: [T]?) {
        changeDefinition(as: OptionsRowDefinitionDraft<T>.self) { $0.options.optionStore.options = newValue }
        valueIsListedOption = false
        notifyUpdated(.options)
    }

    /// Supplies the options, possibly lazily; when set to `.array`, fills ``options``.
    public var optionsProvider: OptionsProvider<T>? {
        get { readOptions { $0.optionStore.provider } ?? nil }
        set { changeOptions { $0.setProvider(newValue) } }
    }

    /// The title of the list of options (a pushed screen, an alert).
    public final var selectorTitle: String? {
        get { readOptions { $0.selectorTitle } ?? nil }
        set {
            guard newValue != selectorTitle else { return }
            changeDefinition(as: OptionsRowDefinitionDraft<T>.self) { $0.options.selectorTitle = newValue }
            notifyUpdated(.settings)
        }
    }

    /// Text shown when no option is chosen: the row's ``BaseRow/placeholder``.
    public var noValueDisplayText: String? {
        get { placeholder }
        set { placeholder = newValue }
    }

    /// Groups options under headers: returns the key of an option's group. Like the
    /// header and footer closures, it is called when the list is made, and the
    /// list kept until the options or these closures change.
    public var sectionKeyForValue: ((T) -> String)? {
        get { readOptions { $0.optionStore.sectionKeyForValue } ?? nil }
        set { changeOptions { $0.sectionKeyForValue = newValue } }
    }

    /// The header title of a group key; the key itself when nil.
    public var sectionHeaderTitleForKey: ((String) -> String?)? {
        get { readOptions { $0.optionStore.sectionHeaderTitleForKey } ?? nil }
        set { changeOptions { $0.sectionHeaderTitleForKey = newValue } }
    }

    /// The footer text of a group key; none when nil.
    public var sectionFooterTitleForKey: ((String) -> String?)? {
        get { readOptions { $0.optionStore.sectionFooterTitleForKey } ?? nil }
        set { changeOptions { $0.sectionFooterTitleForKey = newValue } }
    }

    /// The message shown when the value is not one of the options; nil for the
    /// form's ``FormMessages/listedOption``.
    public final var invalidOptionMessage: String? {
        get { readOptions { $0.invalidOptionMessage } ?? nil }
        set { changeDefinition(as: OptionsRowDefinitionDraft<T>.self) { $0.options.invalidOptionMessage = newValue } }
    }

    /// Whether the value was chosen from the options by key, so need not be looked
    /// for among them again; any other assignment clears it.
    private final var valueIsListedOption = false
    private final var isChoosingByKey = false

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    override func setUntypedOptions(_ options: [Any]) -> Bool { setOptionsConverting(options) }

    override func setUntypedOptionTitle(_ title: @escaping (Any) -> String) {
        displayValueFor = { $0.map(title) }
    }

    /// The options, the list's title, the text shown with no choice and the message
    /// for a value not listed, besides every row's settings.
    open override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + optionListDeclarations + [
            .setting("placeholder", \OptionsRow<T>.placeholder, "Shown while nothing is chosen.", as: .text, example: "Choose…"),
            .setting("invalidOptionMessage", \OptionsRow<T>.invalidOptionMessage,
                     "The message shown when the value is not one of the options.", as: .text, example: "Pick one of the list."),
        ]
    }

    /// The options, loading them from ``optionsProvider`` the first time; later calls
    /// return the loaded list. A loader that throws leaves them unloaded.
    public func loadOptions() async throws -> [T] {
        if let options { return options }
        let provider = optionsProvider
        guard case .lazy(let loader)? = provider else {
            if case .array(let list)? = provider { options = list; return list }
            return []
        }
        let list = try await loader()
        if options == nil { options = list }
        return options ?? list
    }

    override func prepareForSharing() {
        super.prepareForSharing()
        optionStore.prepareForSharing()
        _ = unmarkedList
    }

    /// Loads the options when they are not loaded yet.
    open override func loadOptionsIfNeeded() async throws {
        _ = try await loadOptions()
    }

    /// The options grouped by ``sectionKeyForValue``, groups in order of first appearance.
    public var optionGroups: [OptionGroup<T>] { optionStore.groups }

    /// The text shown for an option.
    @_specialize(where T == String)
    public func displayText(for option: T) -> String {
        // The closure set, if any: the getter's default is this function's own fallback.
        (readValueSettings { $0.displayValueFor } ?? nil)?(option) ?? displayString(for: option)
    }

    /// The key of an option: what front ends send back to choose it (its raw value
    /// for enums, the string itself, otherwise its description, made unique within
    /// the list). Nil for a value that is not an option.
    public func key(for option: T) -> String? {
        guard let index = options?.firstIndex(of: option) else { return nil }
        return optionStore.keys()[index]
    }

    /// The option with `key`, if any.
    public func option(forKey key: String) -> T? {
        // Read first: what is worked out is kept only when something was missing.
        if let known = optionStore.optionFromWhatIsKnown(forKey: key) { return known }
        return optionStore.option(forKey: key)
    }

    /// Chooses an option, as a person would.
    public func select(option: T) {
        withChangeCause(.input) { value = option }
    }

    @_specialize(where T == String)
    override func displayValueForDidChange() {
        changeDefinition(as: OptionsRowDefinitionDraft<T>.self) { $0.options.optionStore.titlesDidChange() }
    }

    /// The options for front ends: one list, with the chosen option marked. The
    /// options' titles come from ``displayText(for:)`` once, and are kept until the
    /// options or ``Row/displayValueFor`` change.
    ///
    /// A subclass that changes the options front ends see overrides
    /// ``optionChoices``, which this reads, so every front end sees the same.
    public final override var optionLists: [RowOptionList] { optionChoices.markedLists }

    /// The list kept with nothing chosen, and the position of the value in it.
    open override var optionChoices: RowOptionChoices { madeChoices() }

    // String options are the common case: their choices are worked out by code made
    // for them, not through the generic type's witnesses.
    @_specialize(where T == String)
    private final func madeChoices() -> RowOptionChoices { choices }

    /// Chooses the option with `key` in list 0.
    open override func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        guard list == 0, let option = option(forKey: key) else { throw unknownKey(key, list) }
        select(option: option)
    }

    /// The key of the option chosen; empty text or nothing sent clears the choice.
    /// A key that names no option is rejected and the choice kept.
    // String options are the common case: their input is taken by code made for them.
    @_specialize(where T == String)
    open override func applyInput(_ input: RowInput) -> RowInputResult {
        switch input.singleText() {
        case .failure(let error):
            return rejectInput(error)
        case .success(let key):
            guard let key, !key.isEmpty else {
                value = nil
                return .accepted(nil)
            }
            guard let option = option(forKey: key) else { return rejectInput(RowInputError(.listedOption)) }
            isChoosingByKey = true
            value = option
            isChoosingByKey = false
            valueIsListedOption = true
            return .accepted(option)
        }
    }

    /// The text of the chosen option (``displayText(for:)``), or
    /// ``noValueDisplayText`` when none is chosen.
    open override var displayText: String? {
        guard let value else { return noValueDisplayText }
        return displayText(for: value)
    }

    /// An error with ``invalidOptionMessage`` when the value is not one of ``options``;
    /// nothing is checked while ``options`` is nil.
    override func valueWasAssigned() {
        if !isChoosingByKey { valueIsListedOption = false }
    }

    @_specialize(where T == String)
    @_specialize(where T == Int)
    open override func inputErrors() -> [ValidationError] {
        guard !valueIsListedOption, let value, let options, !options.contains(value) else { return [] }
        return [invalidOptionMessage.map { ValidationError(msg: $0, ruleID: "option") } ?? ValidationError(.listedOption, ruleID: "option")]
    }

    /// Depends on the presentation: an inline row shows or hides its picker; segmented,
    /// picker and standard rows do nothing; the others ask the front end to show the
    /// options (``FormEvent/presentationRequested(_:)``).
    open override func customDidSelect() {
        if expandsInline { return toggleInline() }
        switch presentation {
        case .inline: toggleInline()
        case .segmented, .picker, .standard: break
        default: emit(.presentationRequested(self))
        }
    }
}

/// The key of an option value: raw value for `RawRepresentable`, else its description.
func optionKey(_ option: Any) -> String {
    if let raw = option as? any RawRepresentable { return String(describing: raw.rawValue) }
    return String(describing: option)
}

extension OptionsRow: OptionListOwner {
    var allowsMultipleSelection: Bool { false }
    func optionTitle(_ option: T) -> String { displayText(for: option) }
    func chosenIndices(in options: [T]) -> [Int] {
        // Unwrapped once: comparing an optional of a generic type looks its type up on every call.
        guard let value else { return [] }
        return options.indices.filter { options[$0] == value }
    }
}
