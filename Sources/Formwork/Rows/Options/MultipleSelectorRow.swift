/// Chooses any number of options; the value is the set chosen.
public final class MultipleSelectorRow<T: Hashable>: Row<Set<T>> {
    /// Always ``RowKind/multipleOptions``.
    public override var kind: RowKind { .multipleOptions }
    /// Always ``RowPresentation/push``.
    public override var presentation: RowPresentation { .push }

    /// Reads the row's option settings, its draft's or its definition's.
    @inline(__always)
    private final func readOptions<R>(_ read: (OptionSettings<T>) -> R) -> R? {
        readOptionSettings(MultipleSelectorRowDefinitionDraft<T>.self, read)
    }

    // Specialized: in code for any option type, making the definition looks its
    // class up for `T` first.
    @_specialize(where T == String)
    @_specialize(where T == Int)
    override func makeDraft() -> RowDefinitionDraft { MultipleSelectorRowDefinitionDraft<T>() }

    /// The options and what is worked out from them, in the row's settings, as
    /// ``OptionsRow``'s: what is worked out is kept only in the row's own draft, and
    /// a change made through it goes into one.
    var optionStore: OptionStore<T> {
        _read {
            if let draftStorage {
                yield DefinitionCast.cast(draftStorage, to: MultipleSelectorRowDefinitionDraft<T>.self).options.optionStore
            } else if let frozen = frozenOptionSettings(MultipleSelectorRowDefinitionDraft<T>.self) {
                yield frozen.options.value.optionStore
            } else {
                yield OptionStore()
            }
        }
        _modify {
            if let own = draft(as: MultipleSelectorRowDefinitionDraft<T>.self) {
                yield &own.options.optionStore
            } else {
                var store = readOptions { $0.optionStore } ?? OptionStore()
                let box = store.boxIdentity
                yield &store
                keepOptionStore(store, changedFrom: box, as: MultipleSelectorRowDefinitionDraft<T>.self)
            }
        }
    }

    /// Changes the options' settings, in the row's own definition.
    private func changeOptions(_ change: (inout OptionStore<T>) -> Void) {
        changeDefinition(as: MultipleSelectorRowDefinitionDraft<T>.self) { change(&$0.options.optionStore) }
        notifyUpdated(.options)
    }

    /// The options, in the order they are shown.
    public var options: [T]? {
        get { readOptions { $0.optionStore.options } ?? nil }
        set { changeOptions { $0.options = newValue } }
    }

    /// Supplies the options, possibly lazily; when set to `.array`, fills ``options``.
    public var optionsProvider: OptionsProvider<T>? {
        get { readOptions { $0.optionStore.provider } ?? nil }
        set { changeOptions { $0.setProvider(newValue) } }
    }

    /// The title of the list of options.
    public var selectorTitle: String? {
        get { readOptions { $0.selectorTitle } ?? nil }
        set {
            guard newValue != selectorTitle else { return }
            changeDefinition(as: MultipleSelectorRowDefinitionDraft<T>.self) { $0.options.selectorTitle = newValue }
            notifyUpdated(.settings)
        }
    }

    /// Groups options under headers: returns the key of an option's group.
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

    /// The options grouped by ``sectionKeyForValue``, groups in order of first appearance.
    public var optionGroups: [OptionGroup<T>] { optionStore.groups }

    /// The text shown for one option; `String(describing:)` by default.
    /// It is called once per option, and the titles kept until the options or the
    /// closure change.
    public var optionDisplayText: (T) -> String {
        get { (readOptions { $0.optionDisplayText } ?? nil) ?? { String(describing: $0) } }
        set {
            changeDefinition(as: MultipleSelectorRowDefinitionDraft<T>.self) {
                $0.options.optionDisplayText = newValue
                $0.options.optionStore.titlesDidChange()
            }
            notifyUpdated(.options)
        }
    }

    /// The message shown when the value holds something that is not an option; nil
    /// for the form's ``FormMessages/listedOptions``.
    public var invalidOptionMessage: String? {
        get { readOptions { $0.invalidOptionMessage } ?? nil }
        set { changeDefinition(as: MultipleSelectorRowDefinitionDraft<T>.self) { $0.options.invalidOptionMessage = newValue } }
    }

    override func setUntypedOptions(_ options: [Any]) -> Bool { setOptionsConverting(options) }

    override func setUntypedOptionTitle(_ title: @escaping (Any) -> String) {
        optionDisplayText = { title($0) }
    }

    /// The options, the list's title and the message for a value not listed,
    /// besides every row's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + optionListDeclarations + [
            .setting("invalidOptionMessage", \MultipleSelectorRow<T>.invalidOptionMessage,
                     "The message shown when the value holds something that is not an option.", as: .text, example: "Pick from the list."),
        ]
    }

    /// Takes a list of options.
    public override func setSchemaValue(_ json: JSONValue) -> String? {
        if let expected = SchemaValueType.list(of: T.self), !expected.accepts(json) {
            return "expected \(expected.name) for a \(schemaTypeName) row, found \(json.typeName)"
        }
        return super.setSchemaValue(json)
    }

    /// The chosen options, in the order of the options.
    public override var schemaValue: JSONValue? {
        guard let value, case .array(let chosen)? = JSONValue(any: value) else { return nil }
        guard case .array(let all)? = OptionSchema.json(options) else { return .array(chosen) }
        return .array(all.filter(chosen.contains) + chosen.filter { !all.contains($0) })
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// The options, loading them the first time, like ``OptionsRow/loadOptions()``.
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
    public override func loadOptionsIfNeeded() async throws {
        _ = try await loadOptions()
    }

    /// The key of an option, like ``OptionsRow/key(for:)``; nil for a value that is
    /// not an option.
    public func key(for option: T) -> String? {
        guard let index = options?.firstIndex(of: option) else { return nil }
        return optionStore.keys()[index]
    }

    /// The option with `key`, if any.
    public func option(forKey key: String) -> T? {
        optionStore.option(forKey: key)
    }

    /// The options for front ends: one list that allows several choices.
    /// A subclass that changes the options front ends see overrides
    /// ``optionChoices``, which this reads, so every front end sees the same.
    public final override var optionLists: [RowOptionList] { optionChoices.markedLists }

    /// The list kept with nothing chosen, and the positions of the values in it.
    public override var optionChoices: RowOptionChoices { madeChoices() }

    // Sets of strings are the common case: worked out by code made for them.
    @_specialize(where T == String)
    private final func madeChoices() -> RowOptionChoices { choices }

    /// The keys of the options chosen, all of them: nothing sent chooses none. A key
    /// that names no option is rejected and the choice kept.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        var chosen = Set<T>()
        for key in input.values where !key.isEmpty {
            guard let option = option(forKey: key) else { return rejectInput(RowInputError(.listedOptions)) }
            chosen.insert(option)
        }
        value = chosen.isEmpty ? nil : chosen
        return .accepted(value)
    }

    /// Adds the option with `key` to the chosen set.
    public override func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        guard list == 0, let option = option(forKey: key) else { throw unknownKey(key, list) }
        if !isSelected(option) { withChangeCause(.input) { toggle(option: option) } }
    }

    /// Removes the option with `key` from the chosen set.
    public override func deselectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        guard list == 0, let option = option(forKey: key) else { throw unknownKey(key, list) }
        if isSelected(option) { withChangeCause(.input) { toggle(option: option) } }
    }

    /// Adds the option when absent and removes it when present.
    public func toggle(option: T) {
        var set = value ?? []
        if set.contains(option) { set.remove(option) } else { set.insert(option) }
        value = set.isEmpty ? nil : set
    }

    /// Whether `option` is chosen.
    public func isSelected(_ option: T) -> Bool {
        value?.contains(option) ?? false
    }

    /// The texts of the chosen options, in option order, joined by commas; chosen
    /// values that are not options follow, sorted. Nil when nothing is chosen.
    public override var displayText: String? {
        guard let value, !value.isEmpty else { return nil }
        let ordered = (options ?? []).filter(value.contains)
        let rest = value.filter { !(options ?? []).contains($0) }.map(optionDisplayText).sorted()
        return (ordered.map(optionDisplayText) + rest).joined(separator: ", ")
    }

    /// An error with ``invalidOptionMessage`` when the set holds a value that is not an
    /// option; nothing is checked while ``options`` is nil.
    public override func inputErrors() -> [ValidationError] {
        guard let value, let options else { return [] }
        guard !value.allSatisfy(options.contains) else { return [] }
        return [invalidOptionMessage.map { ValidationError(msg: $0, ruleID: "option") } ?? ValidationError(.listedOptions, ruleID: "option")]
    }

    /// Accepts a `Set<T>`, or any sequence but a string whose every element converts
    /// to `T`.
    public override func convertValue(_ any: Any) -> Set<T>? {
        if let set = any as? Set<T> { return set }
        guard let sequence = any as? any Sequence, !(any is String) else { return nil }
        var result = Set<T>()
        for element in sequence {
            guard let converted = ValueConversion.convert(element, to: T.self) else { return nil }
            result.insert(converted)
        }
        return result
    }

    /// Asks the front end to show the options (``FormEvent/presentationRequested(_:)``).
    public override func customDidSelect() {
        emit(.presentationRequested(self))
    }
}

extension MultipleSelectorRow: OptionListOwner {
    var allowsMultipleSelection: Bool { true }
    func optionTitle(_ option: T) -> String { optionDisplayText(option) }
    func chosenIndices(in options: [T]) -> [Int] {
        guard let value, !value.isEmpty else { return [] }
        return options.indices.filter { value.contains(options[$0]) }
    }
}

/// A multiple selector that holds an array of a model: FXForms' collection with
/// options.
protocol ModelListSelector: AnyObject {
    /// Chooses `values`, converted to the options' type; false when one does not convert.
    func setChosen(_ values: [Any]) -> Bool
    /// The values chosen, in the options' order (any not among them last).
    func chosenInOrder() -> [Any]
}

extension MultipleSelectorRow: ModelListSelector {
    func setChosen(_ values: [Any]) -> Bool {
        var chosen = Set<T>()
        for value in values {
            guard let converted = value as? T ?? ValueConversion.convert(value, to: T.self) else { return false }
            chosen.insert(converted)
        }
        value = chosen.isEmpty ? nil : chosen
        return true
    }

    func chosenInOrder() -> [Any] {
        guard let chosen = value else { return [] }
        let listed = (options ?? []).filter(chosen.contains)
        return listed + chosen.filter { !listed.contains($0) }.map { $0 }
    }
}
