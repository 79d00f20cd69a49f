/// How a front end lays a section out: the one walk of a form's sections by kind
/// that every front end makes (``Section/layout``).
public enum SectionLayout {
    /// Its rows, one after another.
    case rows
    /// One control: the section's choices (its rows are the options), at most one
    /// chosen or any number, as ``Section/selection`` says.
    case choices(RowOptionList, multiple: Bool)
    /// A repeating group: its ``Section/items`` with the edits each allows, and its
    /// ``Section/addItemRow``.
    case group
}

extension Section {
    /// How to lay the section out, whatever its class: a selectable section is one
    /// control, a repeating group a list of items, any other its rows.
    public var layout: SectionLayout {
        if let selection, let list = optionLists.first {
            return .choices(list, multiple: selection == .multipleSelection)
        }
        return isRepeatingGroup ? .group : .rows
    }
}
