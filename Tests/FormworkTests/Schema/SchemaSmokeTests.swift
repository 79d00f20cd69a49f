import Foundation
import Formwork
import Testing

@Suite("Forms from JSON: smoke")
struct SchemaSmokeTests {
    @Test func signupExampleLoads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/signup.json")
        let form = try Form(schemaJSON: Data(contentsOf: url))
        #expect(form.rowBy(tag: "email") is EmailRow)
        #expect(form.rowBy(tag: "frequency") is SegmentedRow<String>)
        (form.rowBy(tag: "newsletter") as? SwitchRow)?.value = false
        #expect(form.rowBy(tag: "frequency")?.isHidden == true)
        let schema = FormSchema(form: form)
        let again = try Form(schema: schema)
        #expect(FormSchema(form: again) == schema)
    }

    @Test func badSchemaReportsEverything() throws {
        let json = #"{"sections": [{"rows": [{"type": "colour", "tag": "c"}, {"type": "int", "tag": "c", "rules": [{"rule": "minLength", "value": 2}]}, {"type": "text", "hidden": "$a =="}]}]}"#
        do {
            _ = try Form(schemaJSON: Data(json.utf8))
            Issue.record("expected errors")
        } catch {
            #expect(error.issues.count >= 4)
        }
    }

    @Test func hugeNumbersAreProblemsNotCrashes() throws {
        let json = #"{"sections": [{"rows": [{"type": "text", "tag": "t", "rules": [{"rule": "minLength", "value": 1e300}]}, {"type": "slider", "tag": "s", "steps": 1e300}]}]}"#
        let error = try #require(throws: FormSchemaError.self) { try Form(schemaJSON: Data(json.utf8)) }
        #expect(error.issues.map(\.path) == ["sections[0].rows[0].rules[0].value", "sections[0].rows[1].steps"])
    }
}
