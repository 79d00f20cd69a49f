extension Form {
    /// Validates rows and returns every error, each carrying its row's tag.
    ///
    /// - Parameters:
    ///   - includeHidden: also validate hidden rows (and rows of hidden sections).
    ///   - includeDisabled: also validate disabled rows.
    ///   - quietly: find errors without showing them on the rows.
    ///
    /// - Complexity: O(*n*) in the number of rows, times their rules.
    @discardableResult
    public func validate(includeHidden: Bool = false, includeDisabled: Bool = true, quietly: Bool = false) -> [ValidationError] {
        var errors: [ValidationError] = []
        for section in sectionStorage where includeHidden || !section.isHidden {
            section.rowStorage.forEachBorrowed { _, row in
                guard (includeHidden || !row.isHidden) && (includeDisabled || !row.isDisabled) else { return }
                // Appending nothing still makes the empty array a buffer of its own.
                let rowErrors = row.validate(quietly: quietly)
                if !rowErrors.isEmpty { errors.append(contentsOf: rowErrors) }
            }
        }
        if !formChecks.isEmpty {
            errors += runChecks(quietly: quietly, rowsInError: Set(errors.compactMap(\.tag)))
        }
        return errors + markedErrors
    }

    /// Whether the form would pass validation now (visible rows, quietly) and has no
    /// form-wide errors. Nothing is shown on the rows.
    public var isValid: Bool {
        markedErrors.isEmpty && validate(quietly: true).isEmpty
    }

    /// The errors rows currently show, keyed by tag. Errors of untagged items of a
    /// repeating group are under the group's tag; other untagged rows are left out.
    public var validationErrorsByTag: [String: [ValidationError]] {
        var result: [String: [ValidationError]] = [:]
        for section in sectionStorage {
            for row in section.rowStorage {
                // Errors carry their row's tag, or their repeating group's.
                for error in row.validationErrors { if let tag = error.tag { result[tag, default: []].append(error) } }
            }
        }
        return result
    }

    /// Attaches an error found elsewhere (a server check, a database constraint) to
    /// the row with `tag`. It shows like any other error and clears on the row's next edit.
    ///
    /// - Returns: false when no row has `tag`, here or in a subform; the error is then
    ///   kept in ``formErrors`` so it is not lost.
    @discardableResult
    public func markInvalid(tag: String, message: String) -> Bool {
        let error = ValidationError(msg: message, ruleID: "external", tag: tag)
        guard let row = rowIncludingSubforms(tag: tag) else {
            markedErrors.append(error)
            return false
        }
        row.addExternalError(error)
        return true
    }

    /// Adds an error about the whole form.
    public func markInvalid(message: String) {
        markedErrors.append(ValidationError(msg: message, ruleID: "external"))
    }

    /// Removes the form-wide errors.
    public func clearFormErrors() {
        markedErrors.removeAll()
        checkErrors.removeAll()
    }
}
