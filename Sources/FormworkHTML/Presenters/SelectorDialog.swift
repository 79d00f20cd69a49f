import Formwork

/// What a row presents to choose from (its `SelectorDescription`, after its
/// `onPresent` callbacks), as the attributes the page's script reads when it shows
/// the choices in a dialog of its own: `data-title` for a title other than the
/// row's label, `data-keep-open` when choosing does not close it.
struct SelectorDialog: Sendable, Hashable {
    let title: String?
    let staysOpen: Bool

    init(_ row: BaseRow) {
        let description = row.selectorDescription()
        let title = description?.title
        self.title = title == row.displayTitle ? nil : title
        staysOpen = description?.staysOpen ?? false
    }

    func write(into html: inout HTMLWriter) {
        if let title { html.attribute("data-title", title) }
        if staysOpen { html.markup(" data-keep-open=\"true\"") }
    }
}
