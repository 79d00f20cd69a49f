import Formwork
@testable import FormworkJSONSchema
import Testing

/// JSON Forms UI schemas: layouts laid over the rows a schema makes.
@Suite("JSON Schema: JSON Forms layouts")
struct JSONFormsLayoutTests {
    static let schema = try! JSON(parsing: """
        {"type": "object", "required": ["email"],
         "properties": {
           "name": {"type": "string", "title": "Name"},
           "email": {"type": "string", "format": "email", "title": "Email"},
           "address": {"type": "object", "title": "Address", "properties": {
             "street": {"type": "string"}, "city": {"type": "string"}}},
           "country": {"enum": ["US", "FR"]},
           "state": {"type": "string"},
           "age": {"type": "integer", "minimum": 0},
           "tags": {"type": "array", "items": {"type": "string"}}}}
        """)

    static func layout(_ text: String) throws -> Form {
        try Form(jsonSchema: schema, uiSchema: JSON(parsing: text))
    }

    /// Each section's header and its rows' tags, in order.
    static func outline(_ form: Form) -> [String] {
        FormSchema(form: form).sections.map { section in
            (section.kind.map { $0.rawValue + " " } ?? "") + (section.header ?? "-") + ": "
                + section.rows.map { $0.tag ?? "(\($0.title ?? ""))" }.joined(separator: " ")
        }
    }

    @Test func controlsPlaceRowsInTheLayoutsOrder() throws {
        let form = try Self.layout("""
            {"type": "VerticalLayout", "elements": [
              {"type": "Group", "label": "Contact", "elements": [
                {"type": "Control", "scope": "#/properties/email"},
                {"type": "Control", "scope": "#/properties/name", "label": "Full name", "options": {"focus": true}}]},
              {"type": "HorizontalLayout", "elements": [
                {"type": "Control", "scope": "#/properties/address/properties/street"},
                {"type": "Control", "scope": "#/properties/address/properties/city"}]},
              {"type": "Label", "text": "A little about you"},
              {"type": "Control", "scope": "#/properties/age"}]}
            """)
        #expect(Self.outline(form) == ["Contact: email name", "-: address.street address.city (A little about you) age",
                                       "-: country state", "multivalued Tags: "])
        #expect(form.rowBy(tag: "name")?.title == "Full name")
        #expect(form.rowBy(tag: "name")?.autofocus == true && form.rowBy(tag: "email")?.autofocus == false)
        #expect(form.rowBy(tag: "address.street")?.width == .half)
        #expect(form.rowBy(tag: "age")?.width == .full)
        // The server's check still finds each row.
        form.fill(jsonSchemaInstance: try JSON(parsing: #"{"age": -1}"#))
        #expect(Set(form.validate().compactMap(\.tag)) == ["email", "age"])
    }

    @Test func aCategorizationIsPages() throws {
        let form = try Self.layout("""
            {"type": "Categorization", "elements": [
              {"type": "Category", "label": "You", "elements": [{"type": "Control", "scope": "#/properties/name"},
                                                               {"type": "Control", "scope": "#/properties/email"}]},
              {"type": "Category", "label": "Where", "elements": [{"type": "Control", "scope": "#/properties/address"}]}]}
            """)
        #expect(Self.outline(form).prefix(2) == ["page You: name email", "page Where: address.street address.city"])
        // What the layout leaves out (the country, the state, the tags) is on the last page.
        #expect(form.pages.map(\.title) == ["You", "Where"])
    }

    @Test func rulesShowHideEnableAndDisable() throws {
        let form = try Self.layout("""
            {"type": "VerticalLayout", "elements": [
              {"type": "Control", "scope": "#/properties/country"},
              {"type": "Control", "scope": "#/properties/state",
               "rule": {"effect": "SHOW", "condition": {"scope": "#/properties/country", "schema": {"const": "US"}, "failWhenUndefined": true}}},
              {"type": "Control", "scope": "#/properties/age",
               "rule": {"effect": "DISABLE", "condition": {"scope": "#/properties/country", "schema": {"not": {"enum": ["US"]}}}}},
              {"type": "Group", "label": "Address",
               "rule": {"effect": "HIDE", "condition": {"scope": "#", "schema": {"properties": {"country": {"const": "FR"}}, "required": ["country"]}}},
               "elements": [{"type": "Control", "scope": "#/properties/address"}]}]}
            """)
        let state = try #require(form.rowBy(tag: "state")), age = try #require(form.rowBy(tag: "age"))
        let address = try #require(form.rowBy(tag: "address.city")?.section)
        // Nothing chosen: the state waits for a country (it fails while undefined); the age is
        // disabled, since an undefined value is not in the enum, as JSON Forms tests it.
        #expect(state.isHidden && age.isDisabled && !address.isHidden)
        form.fill(jsonSchemaInstance: try JSON(parsing: #"{"country": "US"}"#))
        #expect(!state.isHidden && !age.isDisabled && !address.isHidden)
        form.fill(jsonSchemaInstance: try JSON(parsing: #"{"country": "FR"}"#))
        #expect(state.isHidden && age.isDisabled && address.isHidden)
    }

    @Test func whatALayoutNamesThatCannotBeFollowedIsRefused() throws {
        let ui = try JSON(parsing: """
            {"type": "VerticalLayout", "elements": [
              {"type": "Control", "scope": "#/properties/nothing"},
              {"type": "Control", "scope": "#/properties/state",
               "rule": {"effect": "HIDE", "condition": {"scope": "#/properties/name", "schema": {"pattern": "^A"}}}},
              {"type": "ListWithDetail", "scope": "#/properties/tags"}]}
            """)
        let report = FormSchemaReport(jsonSchema: Self.schema, uiSchema: ui)
        #expect(report.refusals.map(\.pointer) == ["ui:/elements/0/scope", "ui:/elements/1/rule/condition", "ui:/elements/2/type"])
        #expect(throws: JSONSchemaFormError.self) { try Form(jsonSchema: Self.schema, uiSchema: ui) }
    }
}
