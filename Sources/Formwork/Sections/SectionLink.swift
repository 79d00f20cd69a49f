/// What a row holds to reach its section: one per section, shared by its rows,
/// with what a value change of any of them asks of the section.
///
/// A row cannot own its section (the section owns its rows), so it refers to it
/// without a strong reference. Held directly, such a reference is released in
/// place whenever it is replaced, so the compiler checks every access to it at run
/// time; held through this link, the row's field is a plain strong reference,
/// which the compiler proves safe, and the unowned reference is a constant.
///
/// A section that goes says so here once (``isAlive``), rather than clearing each
/// of its rows; a row that outlives its section then reads nil for it, and never
/// reaches the freed section.
final class SectionLink {
    unowned let section: Section
    /// False once the section is gone.
    var isAlive = true
    /// Whether the section is in a form.
    var isInForm = false
    /// Whether a condition in the section's form reads the section's tag.
    var isReadByConditions = false
    /// Whether the section's form has observers.
    var formIsObserved = false
    /// Whether the section is a ``FormTemplate``'s own, which nothing changes once
    /// the template is made.
    var isFrozen = false

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
