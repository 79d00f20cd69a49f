// How the sections of a page take its condition, kept in step as pages come, go,
// move and change their conditions.
extension Form {
    /// Gives a joining section the condition of the page it is on, before its own
    /// condition is registered: the nearest ``Page`` before it, if any.
    func notePage(of section: Section) {
        if section.startsPage { hasPages = true }
        guard hasPages, !section.startsPage else { return }
        var index = section.indexInList - 1
        while index >= 0 {
            let earlier = sectionStorage[index]
            if earlier.startsPage {
                section.pageCondition = earlier.hidden
                section.pageStart = ObjectIdentifier(earlier)
                return
            }
            index -= 1
        }
    }

    /// Gives every section the condition of the page it is on now, after pages
    /// came, went or moved, or `changed` got a new condition; a section whose page
    /// or page condition changed registers and evaluates its condition again.
    func refreshPageConditions(changed: Section? = nil) {
        var page: Section?
        for section in sectionStorage {
            if section.startsPage {
                page = section
                continue
            }
            let start = page.map(ObjectIdentifier.init)
            guard section.pageStart != start || (page != nil && page === changed) else { continue }
            section.pageStart = start
            section.pageCondition = page?.hidden
            sectionConditionDidChange(section)
        }
    }
}
