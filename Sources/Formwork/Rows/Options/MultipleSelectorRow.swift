/// Chooses any number of options; the value is the set chosen.
public final class MultipleSelectorRow<T: Hashable>: Row<Set<T>> {
    /// Always ``RowKind/multipleOptions``.
    public override var kind: RowKind { .multipleOptions }
    /// Always ``RowPresentation/push``.
    public override var presentation: RowPresentation { .push }

    /// The options, in the order they are shown.
    public var options: [T]? {
        didSet { notifyUpdated(.options) }
    }

    /// Supplies the options, possibly lazily.
    public var optionsProvider: OptionsProvider<T>? {
        didSet {
            if case .array(let list)? = optionsProvider { options = list }
        }
    }

    /// The title of the list of options.
    public var selectorTitle: String?

    /// Groups options under headers: returns the key of an option's group.
    public var sectionKeyForValue: ((T) -> String)?

    /// The header title of a group key; the key itself when nil.
    public var sectionHeaderTitleForKey: ((String) -> String?)?

    /// The options grouped by ``sectionKeyForValue``, groups in order of first appearance.
    public var optionGroups: [OptionGroup<T>] {
        OptionGroup.group(options ?? [], key: sectionKeyForValue, title: sectionHeaderTitleForKey)
    }

    /// The text shown for one option; `String(describing:)` by default.
    public var optionDisplayText: (T) -> String = { String(describing: $0) }

    /// The message shown when the value holds something that is not an option; nil
    /// for the form's ``FormMessages/listedOptions``.
    public var invalidOptionMessage: String?

    /// Loads the options if needed, like ``OptionsRow/loadOptions(_:)``.
    public func loadOptions(_ completion: @escaping ([T]) -> Void) {
        OptionsProvider.load(cached: options, from: optionsProvider, store: { [weak self] in self?.options = $0 },
                             completion: completion)
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

    /// A stable key for an option, like ``OptionsRow/key(for:)``.
    public func key(for option: T) -> String { optionKey(option) }

    /// The option with `key`, if any.
    public func option(forKey key: String) -> T? {
        options?.first { optionKey($0) == key }
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
        form?.emit(.presentationRequested(self))
    }
}
