/// Where a row's options come from: a fixed list, or a loader called the first time
/// the options are needed (a network or database lookup).
public enum OptionsProvider<T> {
    /// A fixed list.
    case array([T])
    /// A loader, called once; what it returns is kept. A loader that throws leaves
    /// the options unloaded, so a later call tries again.
    case lazy(() async throws -> [T])
}

/// The options of a row and what is worked out from them, kept in step: the keys
/// front ends use, how options are titled and grouped. A row's settings hold it.
///
/// All of it is kept in one box, made when something is first set (a row without
/// options makes none), which copies of the settings share: a copy takes it with
/// one reference. A change goes into the box only while this store alone holds it,
/// and otherwise into a new box of its own.
///
/// What is worked out (keys, titles, the list, what conditions read) is kept only
/// in a box this store alone holds, and a row changes the store in place only in
/// its own draft (`OptionsRow.optionStore`): the frozen definitions a template's
/// forms share are read from many tasks and never written. Otherwise it is worked out again each time it is asked for; a
/// template works it out ahead (``prepareForSharing()``).
struct OptionStore<T: Equatable> {
    private final class Storage {
        var options: [T]?
        var provider: OptionsProvider<T>?
        var sectionKeyForValue: ((T) -> String)?
        var sectionHeaderTitleForKey: ((String) -> String?)?
        var sectionFooterTitleForKey: ((String) -> String?)?
        /// The list with nothing chosen, as last made; kept until the options, their
        /// titles or their grouping change.
        var listCache: RowOptionList?
        var keyCache: [String]?
        var indexByKey: [String: Int]?
        /// What conditions read for each option.
        var conditionValueCache: [PredicateValue]?
        /// The title of every option, in order: the row's title closure is called
        /// once per option until the options or the closure change.
        var titleCache: [String]?

        init() {}

        func copy() -> Storage {
            let copy = Storage()
            copy.options = options
            copy.provider = provider
            copy.sectionKeyForValue = sectionKeyForValue
            copy.sectionHeaderTitleForKey = sectionHeaderTitleForKey
            copy.sectionFooterTitleForKey = sectionFooterTitleForKey
            copy.listCache = listCache
            copy.keyCache = keyCache
            copy.indexByKey = indexByKey
            copy.conditionValueCache = conditionValueCache
            copy.titleCache = titleCache
            return copy
        }
    }

    /// Nil until something is set: every setting at its default, nothing worked out.
    private var storage: Storage?

    /// A store with no options, which makes no box.
    init() {}

    /// The box's identity: stores that share one have the same; nil while there is none.
    var boxIdentity: ObjectIdentifier? { storage.map { ObjectIdentifier($0) } }

    /// The box, made, or made this store's own first when it is shared: for changes.
    private mutating func owned() -> Storage {
        // Asked before any other reference to it is taken here, which would count.
        if isKnownUniquelyReferenced(&storage), let own = storage { return own }
        let made = storage?.copy() ?? Storage()
        storage = made
        return made
    }

    /// The box to keep what was worked out in: only one this store alone holds.
    /// Nil for a shared box (another definition's, or that of a copy made to read
    /// a shared definition), which is never written, and while there is no box.
    private mutating func boxForWorkedOut() -> Storage? {
        isKnownUniquelyReferenced(&storage) ? storage : nil
    }

    var options: [T]? {
        get { storage?.options }
        set {
            let own = owned()
            own.options = newValue
            own.keyCache = nil
            own.indexByKey = nil
            own.conditionValueCache = nil
            own.titleCache = nil
            own.listCache = nil
        }
    }

    var provider: OptionsProvider<T>? {
        get { storage?.provider }
        set { owned().provider = newValue }
    }

    var sectionKeyForValue: ((T) -> String)? {
        get { storage?.sectionKeyForValue }
        set { let own = owned(); own.sectionKeyForValue = newValue; own.listCache = nil }
    }

    var sectionHeaderTitleForKey: ((String) -> String?)? {
        get { storage?.sectionHeaderTitleForKey }
        set { let own = owned(); own.sectionHeaderTitleForKey = newValue; own.listCache = nil }
    }

    var sectionFooterTitleForKey: ((String) -> String?)? {
        get { storage?.sectionFooterTitleForKey }
        set { let own = owned(); own.sectionFooterTitleForKey = newValue; own.listCache = nil }
    }

    /// Sets a provider; a fixed list becomes the options at once.
    mutating func setProvider(_ provider: OptionsProvider<T>?) {
        self.provider = provider
        if case .array(let list)? = provider { options = list }
    }

    /// The key of every option, in order (see ``OptionKeys``).
    mutating func keys() -> [String] {
        if let keys = storage?.keyCache { return keys }
        let keys = OptionKeys.keys(for: storage?.options ?? [])
        boxForWorkedOut()?.keyCache = keys
        return keys
    }

    /// The index of the option with `key`.
    @_specialize(where T == String)
    mutating func index(ofKey key: String) -> Int? {
        // A string option is its own key: a short list of them needs no keys worked out.
        if T.self == String.self, storage?.keyCache == nil, let options = storage?.options, options.count <= 16 {
            return options.firstIndex { KnownValueType.string($0) == key }
        }
        let keys = keys()
        // A short list is searched; a long one gets a table, built once.
        guard keys.count > 16 else { return keys.firstIndex(of: key) }
        if let table = storage?.indexByKey { return table[key] }
        var table: [String: Int] = [:]
        table.reserveCapacity(keys.count)
        for (i, k) in keys.enumerated() where table[k] == nil { table[k] = i }
        boxForWorkedOut()?.indexByKey = table
        return table[key]
    }

    /// Works out the keys, the table that finds them in a long list and what
    /// conditions read, and keeps them for every form that will share them: called
    /// on the template's row's draft before it is frozen, so the box is made this
    /// store's own first.
    mutating func prepareForSharing() {
        guard storage != nil else { return }
        _ = owned()
        _ = keys()
        _ = index(ofKey: "")
        prepareConditionValues()
    }

    /// Works out what conditions read for each option, once, when it can be kept:
    /// otherwise ``list(keys:titles:title:multiple:isSelected:)`` works each out
    /// as it goes.
    mutating func prepareConditionValues() {
        guard storage?.conditionValueCache == nil, let options = storage?.options, let box = boxForWorkedOut() else { return }
        var values: [PredicateValue] = []
        values.reserveCapacity(options.count)
        for i in options.indices { values.append(PredicateValue.of(options[i])) }
        box.conditionValueCache = values
    }

    private func conditionValue(_ i: Int, _ option: T) -> PredicateValue {
        if let values = storage?.conditionValueCache, i < values.count { return values[i] }
        return PredicateValue.of(option)
    }

    /// The options' titles, once a row has kept them (``keepTitles(_:)``); the row
    /// works them out itself, since its title closure may read the options.
    var cachedTitles: [String]? { storage?.titleCache }

    /// Keeps `titles` as the options' titles, where what is worked out is kept.
    mutating func keepTitles(_ titles: [String]) {
        boxForWorkedOut()?.titleCache = titles
    }

    /// Forgets the titles: the row's title closure changed.
    mutating func titlesDidChange() {
        guard storage?.titleCache != nil || storage?.listCache != nil else { return }
        let own = owned()
        own.titleCache = nil
        own.listCache = nil
    }

    /// The list with nothing chosen, as kept (``keepList(_:)``), when it has this
    /// title; the row makes it itself, since grouping calls its closures.
    func keptList(title: String?) -> RowOptionList? {
        guard let list = storage?.listCache, list.title == title else { return nil }
        return list
    }

    /// The positions in the list of the options at `indices`: the same, unless the
    /// options are grouped, which orders them by group.
    func listPositions(ofOptionsAt indices: [Int]) -> [Int] {
        guard let groupKeyOf = storage?.sectionKeyForValue, !indices.isEmpty else { return indices }
        guard let list = storage?.listCache else {
            // The list was made but not kept (a shared definition): its order again.
            let listed = listedOrder(groupKeyOf)
            let wanted = Set(indices)
            return listed.indices.filter { wanted.contains(listed[$0]) }
        }
        let keys = storage?.keyCache ?? OptionKeys.keys(for: storage?.options ?? [])
        let wanted = Set(indices.map { keys[$0] })
        let listed = list.options
        return listed.indices.filter { wanted.contains(listed[$0].key) }
    }

    /// The indices of the options in the order a grouped list shows them: group by
    /// group, groups in order of first appearance, as
    /// ``list(keys:titles:title:multiple:isSelected:)`` makes it.
    private func listedOrder(_ groupKeyOf: (T) -> String) -> [Int] {
        let options = self.options ?? []
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for i in options.indices {
            let groupKey = groupKeyOf(options[i])
            if members[groupKey] == nil { order.append(groupKey) }
            members[groupKey, default: []].append(i)
        }
        return order.flatMap { members[$0] ?? [] }
    }

    /// Keeps `list`, with nothing chosen, as the options' list, where what is
    /// worked out is kept.
    mutating func keepList(_ list: RowOptionList) {
        boxForWorkedOut()?.listCache = list
    }

    /// The option with `key`.
    mutating func option(forKey key: String) -> T? {
        index(ofKey: key).flatMap { storage?.options?[$0] }
    }

    /// The option with `key`, when it is found from what is already worked out (a
    /// template's store has it all, a short list of strings needs nothing); nil
    /// when something would have to be worked out first, which only
    /// ``option(forKey:)`` does.
    @_specialize(where T == String)
    func optionFromWhatIsKnown(forKey key: String) -> T?? {
        guard let storage, let options = storage.options else { return .some(nil) }
        let index: Int?
        if let keys = storage.keyCache {
            if keys.count <= 16 {
                index = keys.firstIndex(of: key)
            } else if let table = storage.indexByKey {
                index = table[key]
            } else {
                return nil
            }
        } else if T.self == String.self, options.count <= 16 {
            index = options.firstIndex { KnownValueType.string($0) == key }
        } else {
            return nil
        }
        return .some(index.map { options[$0] })
    }

    /// The options as a list for front ends, with their keys (``keys()``). Not
    /// mutating: it calls the row's closures, which may read the row's options.
    func list(keys: [String], titles: [String], title: String?, multiple: Bool,
              isSelected: (T) -> Bool) -> RowOptionList {
        let options = self.options ?? []
        guard let groupKeyOf = sectionKeyForValue else {
            // One group: the options in order, without grouping them.
            var items: [RowOption] = []
            items.reserveCapacity(options.count)
            // An index loop: `enumerated()` over a generic element looks up a tuple
            // type on every step.
            for i in options.indices {
                let option = options[i]
                items.append(RowOption(key: keys[i], title: titles[i], isSelected: isSelected(option),
                                       conditionValue: conditionValue(i, option)))
            }
            return RowOptionList(groups: [RowOptionGroup(key: nil, header: nil, footer: nil, options: items)],
                                 allowsMultipleSelection: multiple, title: title)
        }
        var groups: [RowOptionGroup] = []
        var order: [String] = []
        var members: [String: [RowOption]] = [:]
        for (i, option) in options.enumerated() {
            let item = RowOption(key: keys[i], title: titles[i], isSelected: isSelected(option),
                                 conditionValue: conditionValue(i, option))
            let groupKey = groupKeyOf(option)
            if members[groupKey] == nil { order.append(groupKey) }
            members[groupKey, default: []].append(item)
        }
        for groupKey in order {
            groups.append(RowOptionGroup(key: groupKey, header: sectionHeaderTitleForKey.map { $0(groupKey) } ?? groupKey,
                                         footer: sectionFooterTitleForKey?(groupKey), options: members[groupKey] ?? []))
        }
        if groups.isEmpty { groups = [RowOptionGroup(key: nil, header: nil, footer: nil, options: [])] }
        return RowOptionList(groups: groups, allowsMultipleSelection: multiple, title: title)
    }

    /// The options grouped by ``sectionKeyForValue``, for typed access.
    var groups: [OptionGroup<T>] {
        OptionGroup.group(options ?? [], key: sectionKeyForValue, title: sectionHeaderTitleForKey)
    }
}

/// The keys of options: what front ends send back to choose one.
///
/// A string option is its own key; an enum's is its raw value; any other option's
/// is its description. When two different options would share a key (two values
/// with the same description), the later ones get `~2`, `~3`… after it, so keys are
/// unique within a list and stay the same as long as the list does.
enum OptionKeys {
    static func keys<T: Equatable>(for options: [T]) -> [String] {
        // Different strings are different keys: nothing to disambiguate.
        if let strings = options as? [String] { return strings }
        return unique(options.map(optionKey)) { options[$0] == options[$1] }
    }

    /// Makes base keys unique: a key met again for an option that is not `same` as
    /// the first with that key gets the next free `~n` suffix.
    static func unique(_ base: [String], same: (Int, Int) -> Bool) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(base.count)
        var firstWithKey: [String: Int] = [:]
        for (i, baseKey) in base.enumerated() {
            var key = baseKey
            if let first = firstWithKey[key] {
                if same(first, i) { keys.append(key); continue }
                var n = 2
                while firstWithKey["\(key)~\(n)"] != nil { n += 1 }
                key = "\(key)~\(n)"
            }
            firstWithKey[key] = i
            keys.append(key)
        }
        return keys
    }

    /// A list of plain options (a cascading picker's column) for front ends.
    static func list<T: Equatable>(_ options: [T], selected: T?, title: (T) -> String) -> RowOptionList {
        let keys = keys(for: options)
        let items = options.enumerated().map { i, option in
            RowOption(key: keys[i], title: title(option), isSelected: selected == option, conditionValue: PredicateValue.of(option))
        }
        return RowOptionList(groups: [RowOptionGroup(key: nil, header: nil, footer: nil, options: items)],
                             allowsMultipleSelection: false, title: nil)
    }

    /// The option with `key` in a plain list.
    static func option<T: Equatable>(forKey key: String, in options: [T]) -> T? {
        keys(for: options).firstIndex(of: key).map { options[$0] }
    }
}
