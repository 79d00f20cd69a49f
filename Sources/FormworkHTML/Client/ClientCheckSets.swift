import Formwork

/// The checks of one row as the script runs them: rows with the same rules share
/// one, so a form of a thousand alike fields sends its rules a few times, not a
/// thousand.
struct ClientCheckSet: Hashable {
    let rules: [DescribedRule]
    let number: Bool
    let server: Bool
    /// The set as the page's JSON writes it, when worked out once with the row's
    /// plan (see ``ClientData``); not part of what the set is.
    var json: [UInt8]?

    // Hashing the descriptors alone is enough to spread sets and much cheaper than
    // hashing every message; equality still compares the messages.
    func hash(into hasher: inout Hasher) {
        hasher.combine(rules.count)
        for rule in rules { hasher.combine(rule.descriptor) }
        hasher.combine(number)
        hasher.combine(server)
    }

    static func == (a: ClientCheckSet, b: ClientCheckSet) -> Bool {
        a.number == b.number && a.server == b.server && a.rules == b.rules
    }
}

/// Distinct check sets in the order first seen.
struct ClientCheckSets {
    private(set) var sets: [ClientCheckSet] = []
    private var indexes: [ClientCheckSet: Int] = [:]
    private var last = 0

    var isEmpty: Bool { sets.isEmpty }

    /// The index of `set`, adding it when new.
    mutating func index(of set: ClientCheckSet) -> Int {
        // Rows alike tend to come together: the set found last is tried first (rules
        // shared by copies of a template compare as one array).
        if last < sets.count, sets[last] == set { return last }
        let index = lookUp(set)
        last = index
        return index
    }

    private mutating func lookUp(_ set: ClientCheckSet) -> Int {
        // A form has few distinct sets: comparing with each is cheaper than hashing.
        if sets.count <= 8 {
            for index in sets.indices where sets[index] == set { return index }
        } else if let index = indexes[set] {
            return index
        }
        sets.append(set)
        indexes[set] = sets.count - 1
        return sets.count - 1
    }
}
