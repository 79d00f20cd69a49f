import Formwork
import FormworkGallery
import FormworkGalleryForms

/// A scripted tour of the core: each step is something a person does, followed by
/// the form as it then looks.
enum Walkthrough {
    static func run(print say: (String) -> Void) {
        let form = GalleryForms.account()
        say("The account form as it starts:\n" + OutlineRenderer.render(form))

        step("Turn the newsletter off: the frequency row hides.", form, say) {
            (form.rowBy(tag: "newsletter") as? SwitchRow)?.didSelect()
        }
        step("Add two phone numbers with the add button and type into them.", form, say) {
            let phones: MultivaluedSection = form.sectionBy(tag: "phones")!
            phones.addButtonRow?.didSelect()
            phones.addButtonRow?.didSelect()
            (phones.itemRows[0] as? PhoneRow)?.setText("5551234567")
            (phones.itemRows[1] as? PhoneRow)?.setText("555")
        }
        step("Submit: every rule runs, errors show under their rows.", form, say) {
            form.validate()
        }
        step("Fix the email; a server then says it is taken.", form, say) {
            (form.rowBy(tag: "email") as? EmailRow)?.setText("ada@example.com")
            form.validate()
            form.markInvalid(tag: "email", message: "That address already has an account.")
        }
        let values = form.values().map { "\($0.key) = \(describe($0.value))" }.sorted()
        say("values():\n  " + values.joined(separator: "\n  "))
    }

    /// A value without the `Optional(…)` wrapping `String(describing:)` adds.
    private static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let list = value as? [Any?] { return "[" + list.map(describe).joined(separator: ", ") + "]" }
        if let inner = Mirror(reflecting: value).children.first, Mirror(reflecting: value).displayStyle == .optional {
            return describe(inner.value)
        }
        if Mirror(reflecting: value).displayStyle == .optional { return "nil" }
        return value is String ? "\"\(value)\"" : "\(value)"
    }

    private static func step(_ title: String, _ form: Form, _ say: (String) -> Void, _ action: () -> Void) {
        action()
        say("\n▶ " + title + "\n" + OutlineRenderer.render(form))
    }
}
