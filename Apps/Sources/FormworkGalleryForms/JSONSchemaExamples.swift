import Foundation
import Formwork
import FormworkJSONSchema

/// Forms made from JSON Schema documents in Examples/jsonschema/: a schema with a UI schema,
/// and an OpenAPI operation's request body. Each checks its submissions with its
/// schema.
package enum JSONSchemaExamples {
    /// The repository's Examples/jsonschema/ folder.
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/jsonschema")

    package static func document(_ name: String) -> JSON {
        do {
            return try JSON(parsing: [UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
        } catch {
            preconditionFailure("Examples/jsonschema/\(name) must be JSON: \(error)")
        }
    }

    /// Examples/jsonschema/trip.schema.json, shown as Examples/jsonschema/trip.ui.json says.
    static func trip() -> Form {
        do {
            return try Form(jsonSchema: document("trip.schema.json"), uiSchema: document("trip.ui.json"))
        } catch {
            preconditionFailure("Examples/jsonschema/trip.schema.json must make a form: \(error)")
        }
    }

    /// The `createPet` operation of Examples/jsonschema/petstore.openapi.json.
    static func pet() -> Form {
        do {
            return try Form(openAPI: document("petstore.openapi.json"), operationID: "createPet")
        } catch {
            preconditionFailure("Examples/jsonschema/petstore.openapi.json must make a form: \(error)")
        }
    }
}
