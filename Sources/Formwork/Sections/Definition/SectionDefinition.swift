/// What a section asks for, apart from its rows and what happens to it in one
/// form: its tag, header, footer and condition, and what a section type adds.
/// Shared by the forms of a ``FormTemplate`` and copied on write, as a
/// ``RowDefinition`` is.
public class SectionDefinition: @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a
    // section that holds the only reference, so nothing writes a shared one.
    final var tag: String?
    final var header: String?
    final var footer: String?
    final var hidden: Condition?

    /// An empty definition.
    required init() {}

    /// A copy of `other`; each definition class copies what it adds.
    required init(copying other: SectionDefinition) {
        tag = other.tag
        header = other.header
        footer = other.footer
        hidden = other.hidden
    }

    /// A copy of the same class.
    final func copy() -> SectionDefinition {
        type(of: self).init(copying: self)
    }
}

/// The definition of a repeating group: what people may do, how its rows and add
/// button are made, and how many items it may have.
final class MultivaluedSectionDefinition: SectionDefinition, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a section
    // that holds the only reference to it, so nothing writes one that forms share.
    var multivaluedOptions: MultivaluedOptions = [.insert, .delete]
    var addButtonProvider: (MultivaluedSection) -> BaseRow = { _ in ButtonRow() }
    var maximumItemCount = 1_000
    var multivaluedRowToInsertAt: ((Int) -> BaseRow)?

    required init() {
        super.init()
    }

    required init(copying other: SectionDefinition) {
        if let other = other as? MultivaluedSectionDefinition {
            multivaluedOptions = other.multivaluedOptions
            addButtonProvider = other.addButtonProvider
            maximumItemCount = other.maximumItemCount
            multivaluedRowToInsertAt = other.multivaluedRowToInsertAt
        }
        super.init(copying: other)
    }
}

/// The definition of a section whose rows are choices: one or many, and what is
/// called when a person chooses.
final class SelectableSectionDefinition<SelectableRow>: SectionDefinition, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a section
    // that holds the only reference to it, so nothing writes one that forms share.
    var selectionType: SelectionType = .singleSelection(enableDeselection: true)
    var onSelectSelectableRow: ((SelectableRow) -> Void)?

    required init() {
        super.init()
    }

    required init(copying other: SectionDefinition) {
        if let other = other as? SelectableSectionDefinition<SelectableRow> {
            selectionType = other.selectionType
            onSelectSelectableRow = other.onSelectSelectableRow
        }
        super.init(copying: other)
    }
}
