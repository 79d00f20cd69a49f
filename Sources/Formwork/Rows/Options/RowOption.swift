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

    /// Every option, in order.
    public var options: [RowOption] { groups.flatMap(\.options) }
    /// The keys of the chosen options, in order.
    public var selectedKeys: [String] { options.filter(\.isSelected).map(\.key) }
}

/// A key that names no option of a list, or a list a row does not have.
public struct UnknownOptionKey: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key sent.
    public let key: String
    /// The index of the list it was meant for.
    public let list: Int
    /// The identifier of the row (or section) that was asked.
    public let identifier: String

    public var description: String {
        "\(identifier) has no option with the key \"\(key)\"" + (list == 0 ? "" : " in its list \(list)")
    }
}
