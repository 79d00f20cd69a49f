/// One choice a row offers, as front ends see it whatever the row's value type.
public struct RowOption: Hashable, Sendable {
    /// Identifies the option within its list: stable across renders and across
    /// forms built from the same definition, unique within the list. Front ends
    /// send it back to choose the option (an HTML `<option value>`).
    public let key: String
    /// The text people see.
    public let title: String
    /// Whether the option is chosen.
    public let isSelected: Bool
    /// What a condition reads when the option is chosen (`$size == 'M'`), so a
    /// front end can evaluate conditions as choices change; `.null` when not known.
    public let conditionValue: PredicateValue

    /// An option, for a custom row's ``BaseRow/optionLists``.
    ///
    /// - Parameters:
    ///   - key: identifies the option within its list; stable and unique.
    ///   - title: the text people see.
    ///   - isSelected: whether the option is chosen.
    ///   - conditionValue: what a condition reads when the option is chosen.
    public init(key: String, title: String, isSelected: Bool, conditionValue: PredicateValue = .null) {
        self.key = key
        self.title = title
        self.isSelected = isSelected
        self.conditionValue = conditionValue
    }
}

/// Options that share a group (the row's `sectionKeyForValue`), with the group's
/// header and footer.
public struct RowOptionGroup: Hashable, Sendable {
    /// The group's key; nil when the options are not grouped.
    public let key: String?
    /// The header title shown above the group.
    public let header: String?
    /// The footer text shown below the group.
    public let footer: String?
    /// The options in the group, in the row's order.
    public let options: [RowOption]

    /// A group of options.
    ///
    /// - Parameters:
    ///   - key: the group's key; nil when the options are not grouped.
    ///   - header: the header title shown above the group.
    ///   - footer: the footer text shown below the group.
    ///   - options: the options, in order.
    public init(key: String?, header: String? = nil, footer: String? = nil, options: [RowOption]) {
        self.key = key
        self.header = header
        self.footer = footer
        self.options = options
    }
}

/// One list of choices of a row: the options of a selector, or one column of a
/// cascading picker.
public struct RowOptionList: Hashable, Sendable {
    /// The options in groups, in order; one group with a nil key when ungrouped.
    public let groups: [RowOptionGroup]
    /// Whether several options may be chosen at once (a multiple selector, a
    /// multiple-selection section).
    public let allowsMultipleSelection: Bool
    /// The title of the list (a selector's title), when it has one.
    public let title: String?

    /// A list of choices.
    ///
    /// - Parameters:
    ///   - groups: the options in groups, in order.
    ///   - allowsMultipleSelection: whether several options may be chosen at once.
    ///   - title: the title of the list.
    public init(groups: [RowOptionGroup], allowsMultipleSelection: Bool, title: String? = nil) {
        self.groups = groups
        self.allowsMultipleSelection = allowsMultipleSelection
        self.title = title
    }

    /// A list of ungrouped choices.
    public init(options: [RowOption], allowsMultipleSelection: Bool, title: String? = nil) {
        self.init(groups: [RowOptionGroup(key: nil, options: options)], allowsMultipleSelection: allowsMultipleSelection, title: title)
    }

    /// Every option, in order.
    public var options: [RowOption] { groups.flatMap(\.options) }

    /// How many options there are, in every group.
    public var count: Int {
        var total = 0
        for group in groups { total += group.options.count }
        return total
    }
    /// The keys of the chosen options, in order.
    public var selectedKeys: [String] { options.filter(\.isSelected).map(\.key) }
}

/// A row's option lists without their choices, and which options are chosen: what
/// ``BaseRow/optionLists`` says, split for a front end that draws the same lists on
/// every page and marks the choices. The rows of the core keep their lists (shared
/// by the forms of a template), so comparing them with lists drawn before is cheap.
public struct RowOptionChoices: Hashable, Sendable {
    /// The lists, with no option chosen.
    public let lists: [RowOptionList]
    /// For each list, the positions (in ``RowOptionList/options`` order) of the
    /// options chosen.
    public let chosen: [[Int]]

    /// Lists and their choices.
    public init(lists: [RowOptionList], chosen: [[Int]]) {
        self.lists = lists
        self.chosen = chosen
    }

    /// The lists with their choices marked: what ``BaseRow/optionLists`` says.
    public var markedLists: [RowOptionList] {
        lists.indices.map { index in
            let positions = index < chosen.count ? chosen[index] : []
            return positions.isEmpty ? lists[index] : lists[index].marking(positions)
        }
    }

    /// The lists and choices of `lists`, which mark their choices.
    public init(marked lists: [RowOptionList]) {
        self.lists = lists.map { list in list.options.contains(where: \.isSelected) ? list.marking([]) : list }
        chosen = lists.map { list in list.options.indices.filter { list.options[$0].isSelected } }
    }
}

extension RowOptionList {
    /// The list with the options at `positions` (in ``options`` order) chosen and no
    /// other.
    public func marking(_ positions: [Int]) -> RowOptionList {
        let chosen = Set(positions)
        var position = 0
        let groups = groups.map { group in
            RowOptionGroup(key: group.key, header: group.header, footer: group.footer, options: group.options.map { option in
                defer { position += 1 }
                return RowOption(key: option.key, title: option.title, isSelected: chosen.contains(position),
                                 conditionValue: option.conditionValue)
            })
        }
        return RowOptionList(groups: groups, allowsMultipleSelection: allowsMultipleSelection, title: title)
    }
}

/// A key that names no option of a list, or a list a row does not have.
public struct UnknownOptionKey: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key sent.
    public let key: String
    /// The index of the list it was meant for.
    public let list: Int
    /// The identifier of the row (or section) that was asked.
    public let identifier: String

    /// The error for a key a custom row does not have.
    ///
    /// - Parameters:
    ///   - key: the key sent.
    ///   - list: the index of the list it was meant for.
    ///   - identifier: the row's ``BaseRow/identifier``.
    public init(key: String, list: Int, identifier: String) {
        self.key = key
        self.list = list
        self.identifier = identifier
    }

    public var description: String {
        "\(identifier) has no option with the key \"\(key)\"" + (list == 0 ? "" : " in its list \(list)")
    }
}
