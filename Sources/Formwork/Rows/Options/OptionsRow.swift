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

    /// The options, in the order they are shown.
    public var options: [T]? {
        didSet { notifyUpdated(.options) }
    }

    /// Supplies the options, possibly lazily; when set to `.array`, fills ``options``.
    public var optionsProvider: OptionsProvider<T>? {
        didSet {
            if case .array(let list)? = optionsProvider { options = list }
        }
    }

    /// The title of the list of options (a pushed screen, an alert).
    public var selectorTitle: String?

    /// Text shown when no option is chosen.
    public var noValueDisplayText: String?

    /// Groups options under headers: returns the key of an option's group.
    public var sectionKeyForValue: ((T) -> String)?

    /// The header title of a group key; the key itself when nil.
    public var sectionHeaderTitleForKey: ((String) -> String?)?

    /// The message shown when the value is not one of the options; nil for the
    /// form's ``FormMessages/listedOption``.
    public var invalidOptionMessage: String?

    /// Loads the options from ``optionsProvider`` if needed and calls `completion`
    /// with them; later calls reuse the loaded list.
    public func loadOptions(_ completion: @escaping ([T]) -> Void) {
        OptionsProvider.load(cached: options, from: optionsProvider, store: { [weak self] in self?.options = $0 },
                             completion: completion)
    }

    /// The options grouped by ``sectionKeyForValue``, groups in order of first appearance.
    public var optionGroups: [OptionGroup<T>] {
        OptionGroup.group(options ?? [], key: sectionKeyForValue, title: sectionHeaderTitleForKey)
    }

    /// The text shown for an option.
    public func displayText(for option: T) -> String {
        displayValueFor?(option) ?? displayString(for: option)
    }

    /// A stable key for an option: its raw value for enums, its description otherwise.
    /// Front ends use it to identify options (an HTML `<option value>`).
    public func key(for option: T) -> String {
        optionKey(option)
    }

    /// The option with `key`, if any.
    public func option(forKey key: String) -> T? {
        options?.first { optionKey($0) == key }
    }

    /// Chooses an option, as a person would.
    public func select(option: T) {
        value = option
    }

    /// Chooses the option with `key`; returns false, changing nothing, when no option has it.
    @discardableResult
    public func selectOption(key: String) -> Bool {
        guard let option = option(forKey: key) else { return false }
        value = option
        return true
    }

    /// The text of the chosen option (``displayText(for:)``), or
    /// ``noValueDisplayText`` when none is chosen.
    open override var displayText: String? {
        guard let value else { return noValueDisplayText }
        return displayText(for: value)
    }

    /// An error with ``invalidOptionMessage`` when the value is not one of ``options``;
    /// nothing is checked while ``options`` is nil.
    open override func inputErrors() -> [ValidationError] {
        guard let value, let options, !options.contains(value) else { return [] }
        return [invalidOptionMessage.map { ValidationError(msg: $0, ruleID: "option") } ?? ValidationError(.listedOption, ruleID: "option")]
    }

    /// Depends on the presentation: an inline row shows or hides its picker; segmented,
    /// picker and standard rows do nothing; the others ask the front end to show the
    /// options (``FormEvent/presentationRequested(_:)``).
    open override func customDidSelect() {
        switch presentation {
        case .inline: toggleInlineRow()
        case .segmented, .picker, .standard: break
        default: form?.emit(.presentationRequested(self))
        }
    }
}

/// The key of an option value: raw value for `RawRepresentable`, else its description.
func optionKey(_ option: Any) -> String {
    if let raw = option as? any RawRepresentable { return String(describing: raw.rawValue) }
    return String(describing: option)
}
