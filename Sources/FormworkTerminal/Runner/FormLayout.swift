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

    /// The place after this one in `form`, nil at the end.
    func next(in form: Form) -> LayoutItem? {
        if section == -1 { return form.isEmpty ? nil : LayoutItem(section: 0, slot: -1) }
        if slot < form[section].count { return LayoutItem(section: section, slot: slot + 1) }
        return section + 1 < form.count ? LayoutItem(section: section + 1, slot: -1) : nil
    }

    /// The place before this one in `form`, nil at the top.
    func previous(in form: Form) -> LayoutItem? {
        if section == -1 { return nil }
        if slot > -1 { return LayoutItem(section: section, slot: slot - 1) }
        return section == 0 ? .top : LayoutItem(section: section - 1, slot: form[section - 1].count)
    }

    /// The row at this place, if it is a row's.
    func row(in form: Form) -> BaseRow? {
        guard section >= 0, slot >= 0, slot < form[section].count else { return nil }
        return form[section][slot]
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

    init(_ item: LayoutItem, in form: Form) {
        if item.section < 0 {
            self = .top
        } else if item.slot < 0 {
            self = .header(form[item.section])
        } else if let row = item.row(in: form) {
            self = .row(row)
        } else {
            self = .footer(form[item.section])
        }
    }

    /// Where the anchor is now; nil when it is no longer shown.
    func item(in form: Form) -> LayoutItem? {
        switch self {
        case .top: return .top
        case .row(let row): return row.form === form ? LayoutItem(row: row) : nil
        case .header(let section):
            guard section.form === form, let index = form.visibleIndex(of: section) else { return nil }
            return LayoutItem(section: index, slot: -1)
        case .footer(let section):
            guard section.form === form, let index = form.visibleIndex(of: section) else { return nil }
            return LayoutItem(section: index, slot: section.count)
        }
    }
}
