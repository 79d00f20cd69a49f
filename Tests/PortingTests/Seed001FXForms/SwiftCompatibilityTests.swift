import Foundation
import FormworkCompatibility
import Testing

/// Seed 001, "Swift Compatibility": `func fieldThatDoesntWorkField() -> NSDictionary
/// { return [FXFormFieldClass: fieldThatDoesntWork.dynamicType] }`, needed where
/// FXForms could not infer a field's class. A `Codable` model's properties are
/// typed, so the class is never given (documented: "FXForms' form object"); Swift's
/// typed collections work too.
@Suite("Seed 001: Swift Compatibility")
struct SwiftCompatibilityTests {
    struct Meeting: Codable {
        var fieldThatDoesntWork: Date?
        var attendees: [String] = []
        var room: URL?
    }

    @Test func theClassOfEachFieldIsItsPropertysType() throws {
        let form = try Form(model: Meeting())
        #expect(form.rowBy(tag: "fieldThatDoesntWork") is DateRow)
        #expect(form.rowBy(tag: "room") is URLRow)
        let attendees = try #require(form.allSections.first { $0.tag == "attendees" } as? MultivaluedSection)
        attendees.addItemRow?.didSelect()
        _ = attendees.items.first?.takeInput(.text("Ada"))
        #expect(try form.decode(Meeting.self).attendees == ["Ada"])
    }
}
