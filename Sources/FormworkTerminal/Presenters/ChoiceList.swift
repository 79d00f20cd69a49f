import Formwork

/// A filterable list of a row's options, as the terminal shows a push, popover or
/// multiple selector row's choices: type to filter, arrows and PgUp/PgDn/Home/End to
/// move, group headers where the options are grouped.
///
/// Only the rows in view are ever drawn, and moving costs the same with ten options
/// or ten thousand; filtering reads titles lowered once.
struct ChoiceList {
    enum Entry: Equatable {
        case header(String)
        case option(Int)
    }

    let options: [RowOption]
    let allowsMultipleSelection: Bool
    private let groupOfOption: [Int]
    private let headers: [String?]
    private var lowered: [String]?
    /// The keys chosen, for a multiple selection.
    private(set) var chosen: Set<String>
    /// What was typed to filter.
    private(set) var filter = ""
    /// What shows: headers and the options that match the filter.
    private(set) var entries: [Entry] = []
    /// Where the headers are among the entries, in order.
    private var headerEntries: [Int] = []
    /// How many entries show without a filter: options and their group headers.
    private(set) var unfilteredCount = 0
    /// How many options match.
    var matchCount: Int { entries.count - headerEntries.count }
    /// The entry highlighted, always an option when any matches.
    private(set) var highlight = 0
    /// The first entry in view.
    private(set) var top = 0
    /// How many entries are in view.
    var viewHeight: Int { didSet { keepHighlightInView() } }

    init(_ list: RowOptionList, viewHeight: Int) {
        var options: [RowOption] = []
        var groupOfOption: [Int] = []
        var headers: [String?] = []
        for (index, group) in list.groups.enumerated() {
            headers.append(group.header)
            options.append(contentsOf: group.options)
            groupOfOption.append(contentsOf: repeatElement(index, count: group.options.count))
        }
        self.options = options
        self.groupOfOption = groupOfOption
        self.headers = headers
        allowsMultipleSelection = list.allowsMultipleSelection
        chosen = Set(options.filter(\.isSelected).map(\.key))
        self.viewHeight = max(1, viewHeight)
        rebuild()
        unfilteredCount = entries.count
        settleOnOption(step: 1)
        if let selected = options.firstIndex(where: \.isSelected), let entry = entries.firstIndex(of: .option(selected)) {
            highlight = entry
            top = max(0, min(entry - self.viewHeight / 2, entries.count - self.viewHeight))
        }
    }

    /// The option highlighted.
    var highlighted: RowOption? {
        guard highlight < entries.count, case .option(let index) = entries[highlight] else { return nil }
        return options[index]
    }

    /// The position of the highlighted option among those that match, from 1.
    var highlightedPosition: Int {
        // Headers before the highlight, found by halving: the cost does not grow with
        // the list.
        var low = 0, high = headerEntries.count
        while low < high {
            let middle = (low + high) / 2
            if headerEntries[middle] < highlight { low = middle + 1 } else { high = middle }
        }
        return highlight + 1 - low
    }

    // MARK: Moving

    mutating func move(by steps: Int) {
        guard matchCount > 0 else { return }
        var index = highlight
        var left = abs(steps)
        let step = steps > 0 ? 1 : -1
        while left > 0 {
            var next = index + step
            while next >= 0 && next < entries.count, case .header = entries[next] { next += step }
            guard next >= 0 && next < entries.count else { break }
            index = next
            left -= 1
        }
        highlight = index
        keepHighlightInView()
    }

    mutating func moveToFirst() { highlight = 0; settleOnOption(step: 1) }
    mutating func moveToLast() { highlight = max(0, entries.count - 1); settleOnOption(step: -1) }
    mutating func pageDown() { move(by: max(1, viewHeight - 1)) }
    mutating func pageUp() { move(by: -max(1, viewHeight - 1)) }

    private mutating func settleOnOption(step: Int) {
        while highlight >= 0 && highlight < entries.count, case .header = entries[highlight] { highlight += step }
        highlight = max(0, min(highlight, entries.count - 1))
        if highlight == 0 || highlight == entries.count - 1 { top = step > 0 ? 0 : max(0, entries.count - viewHeight) }
        keepHighlightInView()
    }

    private mutating func keepHighlightInView() {
        if highlight < top { top = highlight }
        if highlight >= top + viewHeight { top = highlight - viewHeight + 1 }
        // A header above the first option in view comes into view with it.
        if viewHeight > 1, top > 0, top == highlight, case .header = entries[top - 1] { top -= 1 }
        top = max(0, min(top, max(0, entries.count - viewHeight)))
    }

    // MARK: Choosing and filtering

    /// Chooses or unchooses the highlighted option of a multiple selection.
    mutating func toggleHighlighted() {
        guard allowsMultipleSelection, let option = highlighted else { return }
        if chosen.contains(option.key) { chosen.remove(option.key) } else { chosen.insert(option.key) }
    }

    func isChosen(_ option: RowOption) -> Bool { chosen.contains(option.key) }

    mutating func setFilter(_ text: String) {
        guard text != filter else { return }
        let keep = highlighted?.key
        filter = text
        rebuild()
        highlight = 0
        top = 0
        if let keep, let index = entries.firstIndex(where: { if case .option(let i) = $0 { return options[i].key == keep } else { return false } }) {
            highlight = index
        }
        settleOnOption(step: 1)
    }

    private mutating func rebuild() {
        let needle = filter.lowercased()
        if !needle.isEmpty && lowered == nil { lowered = options.map { $0.title.lowercased() } }
        entries.removeAll(keepingCapacity: true)
        headerEntries.removeAll(keepingCapacity: true)
        var lastGroup = -1
        for index in options.indices {
            if !needle.isEmpty && !lowered![index].contains(needle) { continue }
            let group = groupOfOption[index]
            if group != lastGroup {
                if let header = headers[group] {
                    headerEntries.append(entries.count)
                    entries.append(.header(header))
                }
                lastGroup = group
            }
            entries.append(.option(index))
        }
    }
}
