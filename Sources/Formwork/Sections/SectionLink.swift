/// What a row holds to reach its section: one per section, shared by its rows.
///
/// A row cannot own its section (the section owns its rows), so it refers to it
/// without a strong reference. Held directly, such a reference is released in place
/// whenever it is replaced, so the compiler checks every access to it at run time;
/// held through this link, the row's field is a plain strong reference, which the
/// compiler proves safe, and the unowned reference is a constant. The section
/// clears its rows' links when it goes, so a row never reaches a freed section.
final class SectionLink {
    unowned let section: Section

    init(_ section: Section) {
        self.section = section
    }
}

/// What a section holds to reach its form: one per form, shared by its sections,
/// for the reason ``SectionLink`` gives.
final class FormLink {
    unowned let form: Form

    init(_ form: Form) {
        self.form = form
    }
}
