import Formwork
import FormworkGalleryForms
import FormworkJSONSchema
import Foundation
import Testing

/// Every gallery form written as a JSON Schema and a UI schema, and read back.
@Suite("The gallery's forms as JSON Schema")
struct GalleryJSONSchemaTests {
    static let pages = GalleryForms.all.map(\.name)

    /// The draft's own metaschema, as a validator.
    static let metaschema = try! JSONSchema(JSON(parsing: #"{"$ref": "https://json-schema.org/draft/2020-12/schema"}"#))

    static func make(_ name: String) -> Form {
        GalleryForms.all.first { $0.name == name }!.make()
    }

    /// The form's description as JSON text, without the values of secrets, which
    /// are never written.
    static func description(_ form: Form) throws -> String {
        var schema = FormSchema(form: form)
        for index in schema.sections.indices {
            for row in schema.sections[index].rows.indices
            where form.rowTypes.entry(named: RowTypeName(rawValue: schema.sections[index].rows[row].type ?? ""))?.makeRow().isSecret == true {
                schema.sections[index].rows[row].value = nil
            }
        }
        return String(decoding: try schema.jsonData(), as: UTF8.self)
    }

    /// `instance` without the properties the schema says are never written back.
    static func withoutSecrets(_ instance: JSON, _ schema: JSON) -> JSON {
        guard case .object(var members) = instance else { return instance }
        for (name, property) in schema["properties"]?.object ?? [:] where property["writeOnly"] == true {
            members[name] = nil
        }
        return .object(members)
    }

    @Test("The schema is valid draft 2020-12", arguments: pages)
    func theSchemaIsValidAgainstTheMetaschema(page: String) {
        let written = FormJSONSchema(form: Self.make(page))
        let output = Self.metaschema.validate(written.schema)
        #expect(output.valid, "\(output.errors.map { "\($0.instanceLocation) \($0.message)" })")
        #expect(written.schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test("Reading the schemas back gives the same form", arguments: pages)
    func readingBackGivesTheSameForm(page: String) throws {
        let form = Self.make(page)
        let written = FormJSONSchema(form: form)
        let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema, rowTypes: form.rowTypes)
        #expect(try Self.description(again) == Self.description(form))
        #expect(again.title == form.title)
        // Written again, the form read back gives the same schemas.
        let rewritten = FormJSONSchema(form: again)
        #expect(rewritten.schema == written.schema)
        #expect(rewritten.uiSchema == written.uiSchema)
    }

    @Test("The form's values are an instance of its schema, the same read back", arguments: pages)
    func theValuesAreAnInstance(page: String) throws {
        let form = Self.make(page)
        let written = FormJSONSchema(form: form)
        let schema = try JSONSchema(written.schema, options: .forms)
        let instance = written.instance(of: form)
        if form.validate().isEmpty {
            let output = schema.validate(instance)
            #expect(output.valid, "\(output.errors.map { "\($0.instanceLocation) \($0.keywordLocation) \($0.message)" })")
        }
        let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema, rowTypes: form.rowTypes)
        #expect(again.jsonSchemaInstance.map { Self.withoutSecrets($0, written.schema) } == Self.withoutSecrets(instance, written.schema))
        // Emptied and filled with the instance, the form read back holds the same values.
        let empty = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema, rowTypes: form.rowTypes)
        #expect(empty.fill(jsonSchemaInstance: instance) == [])
        #expect(empty.jsonSchemaInstance == instance)
    }
}

/// The gallery serves each form's schemas at /gallery/<page>/schema.json.
@Suite("The gallery's schemas on the web")
struct GalleryJSONSchemaWebTests {
    @Test func eachFormsSchemasAreServedAsJSON() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            let page = try await browser.get("/gallery/account/schema.json")
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "application/json")
            let document = try JSON(parsing: page.html)
            #expect(document["schema"] == FormJSONSchema(form: GalleryForms.account()).schema)
            #expect(document["uiSchema"]?["email"]?["ui:widget"] == "email")
            // What is served reads back into the page's form.
            let again = try Form(jsonSchema: #require(document["schema"]), uiSchema: document["uiSchema"])
            #expect(try FormSchema(form: again).jsonData() == FormSchema(form: GalleryForms.account()).jsonData())
            let missing = try await browser.get("/gallery/nothing/schema.json")
            #expect(missing.status == .notFound)
        }
    }
}
