import Foundation
import Formwork
import FormworkHTML
@testable import FormworkJSONSchema
import Testing

/// Forms for the request bodies of OpenAPI 3.1 operations.
@Suite("Forms from OpenAPI operations")
struct OpenAPIFormTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/jsonschema")

    static func document(_ name: String) throws -> JSON {
        try JSON(parsing: [UInt8](Data(contentsOf: examples.appendingPathComponent(name))))
    }

    @Test func anOperationsBodyIsAFormThroughItsComponents() throws {
        let form = try Form(openAPI: Self.document("petstore.openapi.json"), operationID: "createPet")
        #expect(form.title == "Add a pet")
        #expect(form.allRows.compactMap(\.tag) == ["name", "species", "birthday", "weight", "vaccinated", "owner.email", "owner.phone"])
        #expect(form.rowBy(tag: "species") is PushRow<String>, "an enum of five, through a $ref to a component")
        #expect(form.rowBy(tag: "owner.email")?.isRequired == false, "the owner is optional, so its email is required only with it")
        let body = "name=Rex&species=dog&birthday=2020-02-29&weight=12.5&vaccinated=true&owner.email=&owner.phone="
        #expect(try FormSubmission(urlEncoded: Array(body.utf8)).apply(to: form) == .valid)
        #expect(form.jsonSchemaInstance == (try JSON(parsing: """
            {"name": "Rex", "species": "dog", "birthday": "2020-02-29", "weight": 12.5, "vaccinated": true}
            """)))
        let withOwner = try Form(openAPI: Self.document("petstore.openapi.json"), operationID: "createPet")
        let partial = "name=Rex&species=dog&owner.phone=%2B33+6+12+34+56"
        #expect(try FormSubmission(urlEncoded: Array(partial.utf8)).apply(to: withOwner) == .invalid)
        #expect(withOwner.rowBy(tag: "owner.email")?.validationErrors.map(\.msg) == ["This field is required."],
                "the server's check puts the owner's missing email on its row")
    }

    @Test func whatTheDocumentLacksIsSaid() throws {
        let document = try Self.document("petstore.openapi.json")
        for (operation, words) in [("deletePet", "no operation has the operationId \"deletePet\"")] {
            #expect {
                try Form(openAPI: document, operationID: operation)
            } throws: { error in
                (error as? JSONSchemaFormError)?.description == words
            }
        }
        let noBody = try JSON(parsing: #"{"openapi": "3.1.0", "paths": {"/pets": {"get": {"operationId": "listPets"}}}}"#)
        #expect(throws: JSONSchemaFormError.self) { try Form(openAPI: noBody, operationID: "listPets") }
        let dangling = try JSON(parsing: """
            {"openapi": "3.1.0", "paths": {"/p": {"post": {"operationId": "p",
              "requestBody": {"$ref": "#/components/requestBodies/Missing"}}}}}
            """)
        #expect(throws: JSONSchemaFormError.self) { try Form(openAPI: dangling, operationID: "p") }
    }

    @Test func componentReferencesPointIntoTheSchemasDefinitions() throws {
        let schema = try OpenAPIRequestSchema.schema(in: Self.document("petstore.openapi.json"), operationID: "createPet")
        #expect(schema["$ref"] == JSON.string("#/$defs/NewPet"))
        #expect(schema["$defs"]?["NewPet"]?["properties"]?["species"]?["$ref"] == JSON.string("#/$defs/Species"))
        #expect(try JSONSchema(schema).isValid(JSON(parsing: #"{"name": "Tom", "species": "cat"}"#)))
        #expect(try !JSONSchema(schema).isValid(JSON(parsing: #"{"name": "Tom", "species": "lion"}"#)))
    }
}
