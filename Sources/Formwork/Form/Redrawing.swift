// Asking front ends to draw rows and sections again, under Eureka's names. A front
// end redraws what a change notifies it of; these say "all of it" after changes
// the form does not see (a display closure that reads something outside the form).
extension BaseRow {
    /// Asks front ends to draw the row again, all of it: Eureka's `updateCell()`.
    public func updateCell() {
        notifyUpdated([.title, .placeholder, .help, .options, .settings])
    }
}

extension Section {
    /// Asks front ends to draw the section again, its header, footer and every row:
    /// Eureka's `reload()`.
    public func reload() {
        form?.emit(.sectionUpdated(self))
        for row in allRows { row.updateCell() }
    }
}

extension Form {
    /// Asks front ends to draw every section and row again: what Eureka code does
    /// with its table view's `reloadData()`.
    public func reload() {
        for section in allSections { section.reload() }
    }
}
