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

    /// The files sent, by the identifier of the row each is for, in the order they
    /// came: a new upload, or a file the page carried back for a row that held it.
    /// A file row takes the first sent under its identifier, in the same pass as
    /// every other row takes its field; a row sent none is `.absent`.
    public var files: [(name: String, file: UploadedFile)] = []

    /// The identifiers of the inline rows the client showed expanded: each is
    /// expanded again once the values are in, if it is shown, enabled and expands
    /// inline.
    public var expandedRows: [String] = []

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

/// What a client submitted, as one ``Form/takeInput(_:)`` reads it: the fields,
/// what the page said of its repeating groups, and what groups ask of the names.
struct SubmittedInput {
    let pairs: [(name: String, value: String)]
    /// The page's item counts, when the server knows them.
    let shownItemCounts: [String: Int]?
    /// The first file sent for each identifier; empty for most submissions.
    let files: [String: UploadedFile]
    /// The inline rows to expand once the values are in.
    let expandedRows: [String]
    /// What repeating groups read by name, worked out when a group first asks.
    private let names: SubmittedNames

    init(_ fields: SubmittedFields) {
        pairs = fields.pairs
        shownItemCounts = fields.shownItemCounts
        var files: [String: UploadedFile] = [:]
        for (name, file) in fields.files where files[name] == nil { files[name] = file }
        self.files = files
        expandedRows = fields.expandedRows
        names = SubmittedNames(fields.pairs)
    }

    /// What a file row with identifier `identifier` was sent.
    func fileInput(for identifier: String) -> RowInput {
        files[identifier].map(RowInput.file) ?? .absent
    }

    /// How many different items of the group `identifier` the submission names: a
    /// name (`phones.999`) counts as one item, not a thousand.
    func itemCount(ofGroup identifier: String) -> Int {
        names.itemsByGroup[Substring(identifier)]?.count ?? 0
    }

    /// The value sent under `name` when exactly one was, for the few fields that
    /// are not a row's (a group's `count`); nil when none or several were.
    func singleValue(for name: String) -> String? {
        names.singleValues[name] ?? nil
    }
}

/// What forms with repeating groups read of a submission by name: worked out only
/// when one asks, so that other forms never hash a name for it.
private final class SubmittedNames {
    private let pairs: [(name: String, value: String)]

    init(_ pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// For names of the form `group.n`, and values of `group.items`, the different
    /// `n` sent per group: how many items a submission names.
    lazy var itemsByGroup: [Substring: Set<Int>] = {
        var byGroup: [Substring: Set<Int>] = [:]
        for (name, value) in pairs {
            // The last dot found on the bytes (the name is cut there, at a boundary
            // of its characters: a dot is one).
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }
            let last = name[name.utf8.index(after: dot)...]
            // `group.n` is an item's field; `group.items` names an item by its index.
            if let index = IdentifierText.number(last) ?? (last == "items" ? IdentifierText.number(Substring(value)) : nil) {
                byGroup[name[..<dot], default: []].insert(index)
            }
        }
        return byGroup
    }()

    /// The value sent under each name, nil for names sent more than once.
    lazy var singleValues: [String: String?] = {
        var values: [String: String?] = [:]
        for (name, value) in pairs { values[name] = values[name] == nil ? .some(value) : .some(nil) }
        return values
    }()
}

/// A submission spread over the slots of a form's ``FieldTable``: what each row and
/// section was sent, found without hashing a row's name.
final class ReceivedFields {
    /// The layout of the form the fields were spread for (``Form/layoutVersion``).
    let version: Int
    /// The table, with its index when spreading needed one.
    let table: FieldTable
    /// Whether spreading made the table's index.
    let madeIndex: Bool
    private let pairs: [(name: String, value: String)]
    /// The index of the first pair sent for each slot, or -1.
    private let first: [Int32]
    /// Every value of the slots sent more than once, in order.
    private let repeated: [Int32: [String]]

    /// Spreads `submitted` over `table`; names that are no field of the form are left out.
    ///
    /// - Complexity: O(*m*) in the number of fields sent.
    init(_ submitted: SubmittedInput, over table: FieldTable, version: Int) {
        self.version = version
        var table = table
        let hadIndex = table.index != nil
        let pairs = submitted.pairs
        var first = [Int32](repeating: -1, count: table.identifiers.count)
        var repeated: [Int32: [String]] = [:]
        var previous: Int32 = -1
        // By index, not by copies of the pairs: each copy of a name or value would
        // count a reference to its text, and drop it.
        for index in pairs.indices {
            guard let slot = table.slot(of: pairs[index].name, after: previous) else { continue }
            previous = slot
            let earlier = first[Int(slot)]
            if earlier < 0 {
                first[Int(slot)] = Int32(truncatingIfNeeded: index)
            } else {
                repeated[slot, default: [pairs[Int(earlier)].value]].append(pairs[index].value)
            }
        }
        madeIndex = hadIndex != (table.index != nil)
        self.table = table
        self.pairs = pairs
        self.first = first
        self.repeated = repeated
    }

    /// What the row at `row` of the section at `section` (indices in their lists) was sent.
    func input(forRowAt row: Int, inSectionAt section: Int) -> RowInput {
        input(slot: table.slot(ofRowAt: row, inSectionAt: section))
    }

    /// What the section at `section` was sent under its own identifier.
    func input(forSectionAt section: Int) -> RowInput {
        input(slot: table.sectionSlots[section])
    }

    private func input(slot: Int32) -> RowInput {
        let pair = first[Int(slot)]
        guard pair >= 0 else { return .absent }
        if !repeated.isEmpty, let values = repeated[slot] { return .texts(values) }
        return .text(pairs[Int(pair)].value)
    }
}
