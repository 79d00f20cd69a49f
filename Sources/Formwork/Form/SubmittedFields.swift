/// What a client submitted: names and values in the order they came, names
/// repeated for several values (as a decoded form body has them).
public struct SubmittedFields: Sendable {
    /// The pairs, in order.
    public var pairs: [(name: String, value: String)]

    /// How many items each repeating group of the page had, by the group's
    /// identifier, when the server knows it for certain (it signed the counts into
    /// the page it sent): a group then grows to at most its count here, whatever
    /// the fields claim or name. Nil when unknown: a group grows only to the items
    /// the fields name. Front ends that sign their pages set it; see
    /// ``Form/repeatingGroupItemCounts``.
    public var shownItemCounts: [String: Int]?

    /// Fields from pairs in the order they came.
    public init(_ pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// Fields from a dictionary of one value per name.
    public init(_ values: [String: String]) {
        self.pairs = values.map { ($0.key, $0.value) }
    }

    /// The values sent under `name`, in order.
    public func values(for name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }
}

/// Submitted values by name, read once: what ``Form/takeInput(_:)`` looks rows up in.
struct SubmittedIndex {
    /// The value sent under each name; the first, when several were.
    private var byName: [String: String] = [:]
    /// All the values sent under names sent more than once.
    private var repeated: [String: [String]] = [:]
    /// For names of the form `group.n`, and values of `group.items`, the different
    /// `n` sent per group: how many items a submission names.
    private var namedItems: [Substring: Set<Int>] = [:]
    /// The page's item counts, when the server knows them.
    let shownItemCounts: [String: Int]?

    init(_ fields: SubmittedFields) {
        shownItemCounts = fields.shownItemCounts
        byName.reserveCapacity(fields.pairs.count)
        for (name, value) in fields.pairs {
            if let first = byName.updateValue(value, forKey: name) {
                byName[name] = first
                repeated[name, default: [first]].append(value)
            }
            if name.utf8.contains(UInt8(ascii: ".")), let dot = name.lastIndex(of: ".") {
                let last = name[name.index(after: dot)...]
                // `group.n` is an item's field; `group.items` names an item by its index.
                if let index = IdentifierText.number(last) ?? (last == "items" ? IdentifierText.number(Substring(value)) : nil) {
                    namedItems[name[..<dot], default: []].insert(index)
                }
            }
        }
    }

    /// How many different items of the group `identifier` the submission names: a
    /// name (`phones.999`) counts as one item, not a thousand.
    func itemCount(ofGroup identifier: String) -> Int {
        namedItems[Substring(identifier)]?.count ?? 0
    }

    /// What was sent under `name`: `.absent` when nothing was.
    func input(for name: String) -> RowInput {
        guard let value = byName[name] else { return .absent }
        if !repeated.isEmpty, let values = repeated[name] { return .texts(values) }
        return .text(value)
    }

    /// Whether anything was sent under `name`.
    func contains(_ name: String) -> Bool {
        byName[name] != nil
    }
}
