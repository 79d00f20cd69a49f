import Formwork

/// What drawing a form needs to know of its rows before it draws the first one,
/// found in one walk over them: how much room their markup takes, whether the form
/// must be sent as multipart, and what the error summary lists. A server asks it
/// whether a form takes files, to allow a body as large as an upload.
package struct FormSurvey {
    /// A row in error, as the summary links to it.
    struct ErrorEntry {
        let id: String
        let title: String
        let message: String
    }

    /// How many rows the form has, not counting its subforms'.
    private(set) var rowCount = 0
    /// Whether a row of the form or of a subform takes a file, shown or not (a
    /// hidden one may show in the browser).
    package private(set) var takesFiles = false
    /// The first error of each shown row in error, in the order of the page; one for
    /// a section of choices. Empty unless asked for.
    private(set) var errors: [ErrorEntry] = []

    package init(_ form: Form, collectingErrors: Bool) {
        visit(form.allSections[...], shown: collectingErrors, counting: true)
    }

    /// The survey of `sections` (a page's), as they are drawn.
    init(sections: ArraySlice<Section>, collectingErrors: Bool) {
        visit(sections, shown: collectingErrors, counting: true)
    }

    private mutating func visit(_ sections: ArraySlice<Section>, shown: Bool, counting: Bool) {
        for section in sections {
            let sectionShown = shown && !section.isHidden
            let rows = section.allRows
            if counting { rowCount += rows.count }
            var listedSection = false
            rows.forEachBorrowed { _, row in
                if row.valueClass == .file { takesFiles = true }
                let rowShown = sectionShown && !row.isHidden
                if let subform = row.nestedForm { visit(subform.allSections[...], shown: rowShown, counting: false) }
                guard rowShown, !listedSection, let first = row.validationErrors.first else { return }
                if section.selection != nil {
                    // A section of choices is one control: its first error stands for it.
                    errors.append(ErrorEntry(id: section.identifier + "-0", title: section.displayHeader ?? "", message: first.msg))
                    listedSection = true
                } else {
                    errors.append(ErrorEntry(id: row.identifier, title: row.displayTitle ?? "", message: first.msg))
                }
            }
        }
    }
}
