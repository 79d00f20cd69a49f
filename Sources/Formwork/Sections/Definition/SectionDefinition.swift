/// What a section asks for, apart from its rows and what happens to it in one
/// form, frozen: its tag, header, footer and condition, and what a repeating group
/// or a section of choices adds.
///
/// A ``FormTemplate`` freezes each section's settings into one when it is made, and
/// every form it makes shares it. A section changed afterwards in one form keeps the
/// change in settings of its own, never in the shared definition, which nothing
/// writes: its one stored property is a `let`, and the compiler checks that it is
/// `Sendable`.
public final class SectionDefinition: Sendable {
    /// The settings, as they were when the template was made.
    let settings: SectionSettings

    init(_ settings: SectionSettings) {
        self.settings = settings
    }
}

/// A section's settings as one value: its own while it is built (or changed in one
/// form), copied whole, and frozen into a ``SectionDefinition`` by a template.
struct SectionSettings: Sendable {
    var tag: String?
    var header: String?
    var footer: String?
    var hidden: Condition?
    /// What a repeating group (``MultivaluedSection``) adds.
    var group = RepeatingGroupSettings()
    /// What a section of choices (``SelectableSection``) adds.
    var choices = ChoiceSectionSettings()
}

/// What people may do with a repeating group, how its rows and add button are
/// made, and how many items it may have.
struct RepeatingGroupSettings: Sendable {
    var multivaluedOptions: MultivaluedOptions = [.insert, .delete]
    /// Nil: a ``ButtonRow``.
    var addButtonProvider: SharedClosure<(MultivaluedSection) -> BaseRow>?
    var maximumItemCount = 1_000
    var multivaluedRowToInsertAt: SharedClosure<(Int) -> BaseRow>?
}

/// Whether a section of choices takes one or many, and what is called when a
/// person chooses (a closure of the section's row type, kept untyped).
struct ChoiceSectionSettings: Sendable {
    var selectionType: SelectionType = .singleSelection(enableDeselection: true)
    var onSelect: SharedClosure<Any>?
}
