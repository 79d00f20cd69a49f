import Foundation
import Formwork
import FormworkHTML
import Testing

/// A repeating group whose items are subforms: each item's rows are named within
/// the item, so that two items' fields never mix.
@Suite("Submissions: repeating groups of subforms")
struct SubformItemTests {
    static func template() throws -> FormTemplate {
        try FormTemplate {
            let form = Form()
            let group = MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "People")
            group.tag = "people"
            group.multivaluedRowToInsertAt = { _ in
                let row = SubformRow(tag: nil)
                row.title = "Person"
                row.subform +++ Section() <<< TextRow("name") { $0.add(rule: RuleRequired()) } <<< IntRow("age")
                return row
            }
            form +++ group
            return form
        }
    }

    @Test func eachItemsRowsHaveNamesOfTheirOwn() throws {
        let form = try Self.template().makeForm()
        let group = try #require(form.sectionBy(tag: "people"))
        let first = try #require(group.addItem()?.nestedForm)
        let second = try #require(group.addItem()?.nestedForm)
        #expect(first.rowBy(tag: "name")?.identifier == "people.0.name")
        #expect(second.rowBy(tag: "age")?.identifier == "people.1.age")
        let html = HTMLFormRenderer().render(form).string
        #expect(html.contains(#"name="people.1.name""#))
        #expect(!html.contains(#"name="name""#))
        _ = group.moveItem(at: 1, by: -1)
        #expect(second.rowBy(tag: "name")?.identifier == "people.0.name", "names follow the item's place")
    }

    @Test func aPostFillsEachItem() throws {
        let template = try Self.template()
        let form = template.makeForm()
        let body = "people.count=2&people.items=0&people.0.name=Ann&people.0.age=3&people.items=1&people.1.name=Bo&people.1.age=5"
        #expect(try FormSubmission(urlEncoded: Array(body.utf8)).apply(to: form) == .valid)
        let items = try #require(form.sectionBy(tag: "people")?.items)
        #expect(items.compactMap { $0.nestedForm?.rowBy(tag: "name")?.baseValue as? String } == ["Ann", "Bo"])
        #expect(items.compactMap { $0.nestedForm?.rowBy(tag: "age")?.baseValue as? Int } == [3, 5])
        let missing = template.makeForm()
        let partial = "people.count=1&people.items=0&people.0.name=&people.0.age=3"
        #expect(try FormSubmission(urlEncoded: Array(partial.utf8)).apply(to: missing) == .invalid)
    }
}
