/// One page of a form of several pages: a ``Page`` and the sections after it, up
/// to the next page (or the sections before the first page).
public struct FormPage {
    /// Where the page is among the form's ``Form/pages``, from 0.
    public let index: Int
    /// The page's sections, in order, hidden ones included.
    public let sections: [Section]

    /// The section that starts the page; nil for sections before the first page.
    public var page: Page? { sections.first as? Page }

    /// The page's title: its ``Page``'s, or nil.
    public var title: String? { page?.title }

    /// The page's tag: its ``Page``'s, or nil.
    public var tag: String? { page?.tag }

    /// Whether the page is on the journey's path: its condition does not hold, and
    /// it has a section to show. A page off the path is not asked, and its answers
    /// are neither validated nor among the form's values.
    public var isOnPath: Bool {
        sections.contains { !$0.isHidden }
    }

    /// The rows the page asks, in order: the visible rows of its visible sections.
    public var rows: [BaseRow] {
        sections.filter { !$0.isHidden }.flatMap { section in section.allRows.filter { !$0.isHidden } }
    }
}

extension Form {
    /// Whether the form has pages: a ``Page`` is among its sections.
    public var isPaged: Bool { sectionStorage.contains { $0.startsPage } }

    /// The form's pages, in order, on the path or not: one for each ``Page`` and
    /// one for sections before the first; empty for a form without pages.
    public var pages: [FormPage] {
        guard isPaged else { return [] }
        var pages: [FormPage] = []
        var current: [Section] = []
        for section in sectionStorage {
            if section.startsPage, !current.isEmpty {
                pages.append(FormPage(index: pages.count, sections: current))
                current = []
            }
            current.append(section)
        }
        if !current.isEmpty { pages.append(FormPage(index: pages.count, sections: current)) }
        return pages
    }

    /// The pages on the journey's path, in order, as the answers stand.
    public var path: [FormPage] { pages.filter(\.isOnPath) }

    /// Validates the rows `page` asks and returns their errors.
    ///
    /// - Parameters:
    ///   - page: the page, one of ``pages``.
    ///   - quietly: find errors without showing them on the rows.
    @discardableResult
    public func validate(page: FormPage, quietly: Bool = false) -> [ValidationError] {
        var errors: [ValidationError] = []
        for section in page.sections where !section.isHidden {
            section.rowStorage.forEachBorrowed { _, row in
                guard !row.isHidden else { return }
                // Appending nothing still makes the empty array a buffer of its own.
                let rowErrors = row.validate(quietly: quietly)
                if !rowErrors.isEmpty { errors.append(contentsOf: rowErrors) }
            }
        }
        return errors
    }
}
