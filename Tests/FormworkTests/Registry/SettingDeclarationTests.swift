import Foundation
import Formwork
import Testing

/// Every declared setting of every built-in row type, with a value other than its
/// default, survives a schema written from the form and read back, and a template
/// and the forms it makes. The settings come from the declarations: a setting
/// declared tomorrow is covered by these tests as it is.
@Suite("Settings: every declared setting round-trips")
struct SettingDeclarationTests {
    /// One row of each registered type, tagged after it, with every declared setting
    /// set to its example.
    static func formOfEveryRowType() throws -> Form {
        let form = Form()
        let section = Section()
        for entry in RowTypeRegistry.builtIn.entries {
            let row = entry.makeRow()
            row.tag = entry.name.rawValue
            // A cascading picker's options are a setting of its own shape, which a
            // schema needs for the row to load at all.
            if entry.settingNames.contains("cascade") {
                let cities = JSONValue.array([.string("Paris")])
                let tree: JSONValue = entry.name == .triplePicker ? .object(["France": .object(["Île-de-France": cities])]) : .object(["France": cities])
                var cascade = SchemaRowSettings(["cascade": tree], typeName: entry.name)
                row.readSchemaSettings(&cascade)
                #expect(cascade.problems.isEmpty, "\(entry.name): \(cascade.problems)")
            }
            for declaration in type(of: row).settingDeclarations {
                let problem = declaration.setValue(declaration.example, on: row)
                #expect(problem == nil, "\(entry.name).\(declaration.name) = \(declaration.example): \(problem ?? "")")
            }
            section <<< row
        }
        form +++ section
        return form
    }

    /// What differs between the declared settings of the rows of `original` and of
    /// `copy`, by tag.
    static func differences(_ original: Form, _ copy: Form) -> [String] {
        var found: [String] = []
        for row in original.allRows {
            guard let tag = row.tag, let other = copy.rowBy(tag: tag) else {
                found.append("\(row.tag ?? "?"): missing")
                continue
            }
            for declaration in type(of: row).settingDeclarations where declaration.value(of: row) != declaration.value(of: other) {
                found.append("\(tag).\(declaration.name): \(String(describing: declaration.value(of: row))) became \(String(describing: declaration.value(of: other)))")
            }
        }
        return found
    }

    @Test func everyExampleDiffersFromTheDefault() {
        for entry in RowTypeRegistry.builtIn.entries {
            let fresh = entry.makeRow()
            for declaration in type(of: fresh).settingDeclarations {
                #expect(declaration.value(of: fresh) != declaration.example, "\(entry.name).\(declaration.name): its example is its default")
                #expect(!declaration.summary.isEmpty && !declaration.expected.isEmpty)
            }
        }
    }

    @Test func everySettingSurvivesASchemaWrittenAndReadBack() throws {
        let form = try Self.formOfEveryRowType()
        let json = try FormSchema(form: form).jsonData()
        let loaded = try Form(schemaJSON: json)
        #expect(Self.differences(form, loaded) == [], "\(String(decoding: json, as: UTF8.self))")
    }

    @Test func everySettingReachesTheFormsOfATemplate() throws {
        let template = try FormTemplate { try Self.formOfEveryRowType() }
        let first = template.makeForm()
        let second = template.makeForm()
        let original = try Self.formOfEveryRowType()
        #expect(Self.differences(original, first) == [])
        #expect(Self.differences(original, second) == [])
    }

    @Test func everySettingSurvivesARowOfATemplatesFormChangingAnother() throws {
        // Changing one setting of a row of a template's form gives the row a
        // definition of its own: every other setting must come with it.
        let template = try FormTemplate { try Self.formOfEveryRowType() }
        let form = template.makeForm()
        for row in form.allRows { row.title = "Changed in this form only" }
        let original = try Self.formOfEveryRowType()
        #expect(Self.differences(original, form) == [])
        #expect(form.allRows.allSatisfy { !$0.definition.isShared })
        #expect(Self.differences(original, template.makeForm()) == [], "the template's forms keep theirs")
    }

    @Test func theRegistryNamesEveryDeclaredSetting() {
        for entry in RowTypeRegistry.builtIn.entries {
            let declared = type(of: entry.makeRow()).settingDeclarations.map(\.name)
            #expect(Set(declared).isSubset(of: Set(entry.settingNames)), "\(entry.name)")
            #expect(Set(declared).count == declared.count, "\(entry.name) declares a setting twice")
        }
    }

    @Test func aValueOfTheWrongKindIsReportedWithWhatIsExpected() throws {
        let schema = #"{"sections": [{"rows": [{"type": "file", "tag": "cv", "maximumBytes": "big", "acceptedTypes": [".pdf", 3]}]}]}"#
        do {
            _ = try Form(schemaJSON: Data(schema.utf8))
            Issue.record("a schema with wrong settings loaded")
        } catch {
            let messages = error.issues.map { "\($0.path): \($0.message)" }
            #expect(messages.contains("sections[0].rows[0].maximumBytes: expected a whole number of at least 1"), "\(messages)")
            #expect(messages.contains("sections[0].rows[0].acceptedTypes: expected an array of strings"), "\(messages)")
        }
    }
}
