import Formwork

/// A row's cell (`RowCell`, set by `cellSetup` and `cellUpdate`) as markup: its
/// classes, state and theme colours as classes of the row's element, its
/// attributes and accessibility label on the control.
enum HTMLCell {
    /// Writes the cell's classes, each escaped, after the row's own (inside the
    /// `class` attribute): its names, `fw-text-…` and `fw-tint-…` for its colours,
    /// `fw-highlighted` and `fw-selected` for its state.
    static func writeClasses(of cell: RowCell, into html: inout HTMLWriter) {
        for name in cell.classes where !name.isEmpty {
            html.markup(" ")
            html.text(name)
        }
        if let text = cell.style.textColor {
            html.markup(" fw-text-")
            html.text(text.rawValue)
        }
        if let tint = cell.style.tintColor {
            html.markup(" fw-tint-")
            html.text(tint.rawValue)
        }
        if cell.isHighlighted { html.markup(" fw-highlighted") }
        if cell.isSelected { html.markup(" fw-selected") }
    }

    /// The attributes the cell adds to the row's control, by name, and its
    /// accessibility label as `aria-label` (in place of one among the attributes).
    /// Names are filtered where they are written, as the renderer's hooks' are.
    static func attributes(of cell: RowCell) -> [(name: String, value: String)] {
        var attributes = cell.attributes.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        if let label = cell.accessibilityLabel {
            attributes.removeAll { $0.name.lowercased() == "aria-label" }
            attributes.append((name: "aria-label", value: label))
        }
        return attributes
    }
}
