import Foundation
import Formwork
import Testing

/// A template's own form is frozen once the template is made: the forms it makes
/// read it from any task, so a row, section or form kept from the definition and
/// changed afterwards stops the program instead of changing what other requests
/// read; and a definition a template shared is never written in place, not even
/// by the last form holding it.
@Suite("Serving: a template's own form is frozen")
struct FrozenTemplateTests {
    private static func standardError(_ result: ExitTest.Result?) -> String {
        result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    }

    @Test func aRowKeptFromTheDefinitionCannotBeRetitled() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let kept = TextRow("name") { $0.title = "Name" }
            let template = try FormTemplate { Form() +++ Section() <<< kept }
            _ = template.makeForm()
            kept.title = "Changed for everyone"
        }
        let message = Self.standardError(result)
        #expect(message.contains("changed after its FormTemplate was made"), "\(message)")
        #expect(message.contains("name"), "\(message)")
    }

    @Test func aRowKeptFromTheDefinitionCannotTakeAValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let kept = IntRow("age")
            let template = try FormTemplate { Form() +++ Section() <<< kept }
            kept.value = 42
            _ = template.makeForm()
        }
        #expect(Self.standardError(result).contains("the value of"))
    }

    @Test func aSectionKeptFromTheDefinitionCannotTakeRows() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let kept = Section("About you")
            let template = try FormTemplate { Form() +++ kept }
            kept <<< TextRow("late")
            _ = template.makeForm()
        }
        #expect(Self.standardError(result).contains("its rows and sections"))
    }

    @Test func aSectionKeptFromTheDefinitionCannotBeRetitled() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let kept = Section("About you") { $0.tag = "about" }
            let template = try FormTemplate { Form() +++ kept }
            kept.header = "Changed"
            _ = template.makeForm()
        }
        #expect(Self.standardError(result).contains("section \"about\""))
    }

    @Test func theFormsOfATemplateChangeFreely() throws {
        let template = try FormTemplate {
            Form() +++ Section("About you") <<< TextRow("name") { $0.title = "Name" } <<< IntRow("age")
        }
        let form = template.makeForm()
        form.rowBy(tag: "name")?.title = "Full name"
        (form.rowBy(tag: "age") as? IntRow)?.value = 30
        form +++ Section("More") <<< TextRow("extra")
        form.allSections.first?.header = "You"
        let fresh = template.makeForm()
        #expect(fresh.rowBy(tag: "name")?.title == "Name")
        #expect((fresh.rowBy(tag: "age") as? IntRow)?.value == nil)
        #expect(fresh.rowBy(tag: "extra") == nil)
        #expect(fresh.allSections.first?.header == "About you")
    }

    @Test func theLastFormOfAGoneTemplateCopiesBeforeChanging() throws {
        var template: FormTemplate? = try FormTemplate {
            Form() +++ Section() <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
                <<< PushRow<String>("plan") { $0.options = ["free", "pro"] }
        }
        let form = try #require(template?.makeForm())
        template = nil
        let name = try #require(form.rowBy(tag: "name"))
        #expect(name.definition.isShared, "it still holds the template's definition")
        name.title = "Full name"
        #expect(!name.definition.isShared, "the change went into a definition of its own")
        #expect(name.title == "Full name")
        let plan = try #require(form.rowBy(tag: "plan") as? PushRow<String>)
        _ = plan.option(forKey: plan.key(for: "pro") ?? "")
        #expect(plan.definition.isShared, "working options out leaves a shared definition as it was")
    }
}
