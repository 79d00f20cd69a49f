/// A row whose options live in an ``OptionStore``: how it makes its list for front
/// ends, the same for rows of one choice and of several.
protocol OptionListOwner: AnyObject {
    associatedtype Option: Equatable
    var optionStore: OptionStore<Option> { get set }
    var selectorTitle: String? { get }
    /// Whether several options may be chosen.
    var allowsMultipleSelection: Bool { get }
    /// The text shown for an option.
    func optionTitle(_ option: Option) -> String
    /// The indices in `options` of the options chosen.
    func chosenIndices(in options: [Option]) -> [Int]
}

// Inlined into each row type: called through the protocol, every read of
// `optionStore` would copy the whole store (a third of the cost of drawing a select).
extension OptionListOwner {
    /// The title of every option, worked out the first time and kept until the
    /// options or the title closure change. Worked out here rather than in the store,
    /// since a title closure may read the row's options.
    @inline(__always)
    var optionTitles: [String] {
        if let titles = optionStore.cachedTitles { return titles }
        let options = optionStore.options ?? []
        var titles: [String] = []
        titles.reserveCapacity(options.count)
        for i in options.indices { titles.append(optionTitle(options[i])) }
        optionStore.keepTitles(titles)
        return titles
    }

    /// The list with nothing chosen: made once, and kept until the options, their
    /// titles, their grouping or the selector's title change.
    @inline(__always)
    var unmarkedList: RowOptionList {
        if let list = optionStore.keptList(title: selectorTitle) { return list }
        let keys = optionStore.keys()
        let titles = optionTitles
        optionStore.prepareConditionValues()
        let list = optionStore.list(keys: keys, titles: titles, title: selectorTitle, multiple: allowsMultipleSelection,
                                    isSelected: { _ in false })
        optionStore.keepList(list)
        return list
    }

    /// The positions in the list of the options chosen.
    @inline(__always)
    var chosenPositions: [Int] {
        guard let options = optionStore.options else { return [] }
        return optionStore.listPositions(ofOptionsAt: chosenIndices(in: options))
    }

    /// The list kept with nothing chosen, and the positions chosen in it.
    @inline(__always)
    var choices: RowOptionChoices {
        RowOptionChoices(lists: [unmarkedList], chosen: [chosenPositions])
    }
}
