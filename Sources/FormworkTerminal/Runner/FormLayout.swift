import Formwork

/// A place in a form's list of lines: the form's own top lines (section -1), a
/// section's header (slot -1), one of its visible rows, or its footer (slot = the
/// number of visible rows). Walking places costs the same in a form of ten rows or ten
/// thousand, so only what is in view is ever laid out.
struct LayoutItem: Hashable, Comparable {
    var section: Int
    var slot: Int

    static let top = LayoutItem(section: -1, slot: 0)

    static func < (a: LayoutItem, b: LayoutItem) -> Bool {
        a.section != b.section ? a.section < b.section : a.slot < b.slot
    }

    /// The place after this one among `shown`, nil at the end.
    func next(in shown: ShownSections) -> LayoutItem? {
        if section == -1 { return shown.isEmpty ? nil : LayoutItem(section: shown.range.lowerBound, slot: -1) }
        if slot < shown[section].count { return LayoutItem(section: section, slot: slot + 1) }
        return section + 1 < shown.range.upperBound ? LayoutItem(section: section + 1, slot: -1) : nil
    }

    /// The place before this one among `shown`, nil at the top.
    func previous(in shown: ShownSections) -> LayoutItem? {
        if section == -1 { return nil }
        if slot > -1 { return LayoutItem(section: section, slot: slot - 1) }
        return section <= shown.range.lowerBound ? .top : LayoutItem(section: section - 1, slot: shown[section - 1].count)
    }

    /// The row at this place, if it is a row's among `shown`.
    func row(in shown: ShownSections) -> BaseRow? {
        guard shown.range.contains(section), slot >= 0, slot < shown[section].count else { return nil }
        return shown[section][slot]
    }

    /// The place of a visible row.
    init?(row: BaseRow) {
        guard let position = row.position else { return nil }
        section = position.section
        slot = position.row
    }

    init(section: Int, slot: Int) {
        self.section = section
        self.slot = slot
    }
}

/// What the first line in view belongs to, kept by identity so that rows appearing or
/// going above it do not move the view.
enum LayoutAnchor {
    case top
    case header(Section)
    case row(BaseRow)
    case footer(Section)

    init(_ item: LayoutItem, in shown: ShownSections) {
        if item.section < 0 {
            self = .top
        } else if item.slot < 0 {
            self = .header(shown[item.section])
        } else if let row = item.row(in: shown) {
            self = .row(row)
        } else {
            self = .footer(shown[item.section])
        }
    }

    /// Where the anchor is now; nil when it is no longer shown.
    func item(in shown: ShownSections) -> LayoutItem? {
        let item: LayoutItem?
        switch self {
        case .top: return .top
        case .row(let row): item = row.form === shown.form ? LayoutItem(row: row) : nil
        case .header(let section):
            item = shown.form.visibleIndex(of: section).map { LayoutItem(section: $0, slot: -1) }
        case .footer(let section):
            item = shown.form.visibleIndex(of: section).map { LayoutItem(section: $0, slot: section.count) }
        }
        guard let item, shown.range.contains(item.section) else { return nil }
        return item
    }
}

/// The sections a scene shows, by their places among the form's visible sections:
/// all of them, or, in a form of several pages, those of the page being asked.
struct ShownSections {
    let form: Form
    let range: Range<Int>

    /// Every visible section of `form`.
    init(form: Form) {
        self.form = form
        range = 0..<form.count
    }

    /// The visible sections of `page`, which follow each other among the form's.
    init(form: Form, page: FormPage) {
        self.form = form
        let places = page.sections.compactMap { $0.isHidden ? nil : form.visibleIndex(of: $0) }
        if let first = places.first, let last = places.last {
            range = first..<(last + 1)
        } else {
            range = 0..<0
        }
    }

    var isEmpty: Bool { range.isEmpty }

    subscript(section: Int) -> Section { form[section] }

    /// Whether `row` is in one of the sections shown.
    func contains(_ row: BaseRow) -> Bool {
        guard row.form === form, let section = row.section, let index = form.visibleIndex(of: section) else { return false }
        return range.contains(index)
    }
}
