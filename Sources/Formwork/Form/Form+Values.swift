extension Form {
    /// The values of tagged rows, and of tagged multivalued and selectable sections
    /// (an array of their rows' values, or the selection).
    ///
    /// Hidden rows keep their values but are left out unless `includeHidden`; a
    /// row in a hidden section counts as hidden. Empty rows appear with a nil value.
    public func values(includeHidden: Bool = false) -> [String: Any?] {
        var result: [String: Any?] = [:]
        for section in sectionStorage where includeHidden || !section.isHidden {
            if let tag = section.tag, let value = section.sectionValue(includeHidden: includeHidden) {
                result.updateValue(value, forKey: tag)
            }
            for row in section.rowStorage where includeHidden || !row.isHidden {
                if let tag = row.tag { result.updateValue(row.baseValue, forKey: tag) }
            }
        }
        return result
    }

    /// Sets values by tag, converting where nothing is lost (`"3"` for an `IntRow`).
    /// Unknown tags are ignored. A tagged multivalued section takes an array and
    /// gets one row per element; a selectable section takes the value to select.
    ///
    /// - Returns: the tags whose value did not fit the row's type; those rows keep
    ///   their previous value.
    @discardableResult
    public func setValues(_ values: [String: Any?]) -> [String] {
        var rejected: [String] = []
        for (tag, value) in values {
            switch tagged[tag] {
            case .row(let row)?:
                if !row.setBaseValue(value) { rejected.append(tag) }
            case .section(let section)?:
                if !section.setSectionValue(value) { rejected.append(tag) }
            case nil:
                continue
            }
        }
        return rejected.sorted()
    }
}
