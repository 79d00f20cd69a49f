import Foundation
import Formwork
@testable import FormworkJSONSchema
import Testing

/// Forms written as JSON Schema and a UI schema (``FormJSONSchema``), and read back.
@Suite("JSON Schema: forms written out")
struct FormJSONSchemaTests {
    static func signUp() -> Form {
        let form = Form()
        form.title = "Sign up"
        form +++ Section("Account") { $0.tag = "account" }
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< PasswordRow("password") { $0.title = "Password"; $0.value = "hunter2"; $0.add(rule: RuleMinLength(minLength: 8)) }
            <<< IntRow("age") { $0.title = "Age"; $0.add(rule: RuleGreaterOrEqualThan(min: 18)); $0.add(rule: RuleSmallerOrEqualThan(max: 120)) }
            <<< TextRow("code") { $0.title = "Code"; $0.add(rule: RuleRegExp(regExpr: "[A-Z]{3}")); $0.help = "Three capitals." }
            <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = true }
            <<< SegmentedRow<String>("frequency") {
                $0.title = "Frequency"
                $0.options = ["Daily", "Weekly"]
                $0.hidden = "$newsletter == false"
                $0.add(rule: RuleRequired())
            }
        return form
    }

    static func json(_ text: String) -> JSON { try! JSON(parsing: text) }

    @Test func rulesBecomeKeywordsThatAnyValidatorChecks() throws {
        let written = FormJSONSchema(form: Self.signUp())
        let properties = try #require(written.schema["properties"])
        #expect(written.schema["required"] == ["email"])
        #expect(properties["email"]?["format"] == "email")
        #expect(properties["password"]?["minLength"] == 8)
        #expect(properties["age"]?["type"] == "integer")
        #expect(properties["age"]?["minimum"]?.number?.double == 18)
        #expect(properties["age"]?["maximum"]?.number?.double == 120)
        #expect(properties["code"]?["pattern"] == "^(?:[A-Z]{3})$")
        #expect(properties["code"]?["description"] == "Three capitals.")
        #expect(properties["frequency"]?["enum"] == ["Daily", "Weekly"])
        let schema = try JSONSchema(form: Self.signUp())
        #expect(schema.isValid(Self.json(#"{"email": "ada@example.com", "age": 30, "code": "ABC", "newsletter": true, "frequency": "Daily"}"#)))
        let tooYoung = schema.validate(Self.json(#"{"email": "ada@example.com", "age": 17, "newsletter": false}"#))
        #expect(tooYoung.errors.map(\.keywordLocation) == ["/properties/age/minimum"])
        #expect(!schema.isValid(Self.json(#"{"email": "ada@example.com", "code": "ABCD", "newsletter": false}"#)))
        #expect(!schema.isValid(Self.json(#"{"email": "not an address", "newsletter": false}"#)))
        #expect(!schema.isValid(Self.json(#"{"newsletter": false}"#)), "the email is required")
        #expect(!schema.isValid(Self.json(#"{"email": "ada@example.com", "newsletter": false, "extra": 1}"#)), "nothing but the form's values")
    }

    @Test func aRowAConditionHidesIsAbsentWhileItHolds() throws {
        let schema = try JSONSchema(form: Self.signUp())
        // Hidden, the frequency must be absent; shown, it is required as the row is.
        #expect(schema.isValid(Self.json(#"{"email": "a@example.com", "newsletter": false}"#)))
        #expect(!schema.isValid(Self.json(#"{"email": "a@example.com", "newsletter": false, "frequency": "Daily"}"#)))
        #expect(!schema.isValid(Self.json(#"{"email": "a@example.com", "newsletter": true}"#)))
        #expect(schema.isValid(Self.json(#"{"email": "a@example.com", "newsletter": true, "frequency": "Weekly"}"#)))
        // JSON Forms renderers hide the control by the same schema.
        let written = FormJSONSchema(form: Self.signUp())
        let controls = written.uiSchema["ui:layout"]?["elements"]?.array?.first?["elements"]?.array ?? []
        let frequency = try #require(controls.first { $0["scope"] == "#/properties/frequency" })
        #expect(frequency["rule"]?["effect"] == "HIDE")
        #expect(frequency["rule"]?["condition"]?["schema"] == written.schema["allOf"]?.array?.first?["if"])
        #expect(written.uiSchema["frequency"]?["ui:formwork"]?["hidden"] == "$newsletter == false")
    }

    @Test func aSecretIsNeverWritten() throws {
        let written = FormJSONSchema(form: Self.signUp())
        #expect(!written.schema.description.contains("hunter2"))
        #expect(!written.uiSchema.description.contains("hunter2"))
        #expect(written.schema["properties"]?["password"]?["writeOnly"] == true)
        #expect(written.notes.contains { $0.hasPrefix("password:") })
        let form = Self.signUp()
        #expect(written.instance(of: form)["password"] == "hunter2", "the instance is what the form holds")
    }

    @Test func readingBackGivesTheSameFormAndTheSchemaIsItsTruth() throws {
        let form = Self.signUp()
        form.rowBy(tag: "password")?.baseValue = nil
        var written = FormJSONSchema(form: form)
        let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema)
        #expect(try FormSchema(form: again).jsonData() == FormSchema(form: form).jsonData())
        #expect(FormSchema(form: again).sections[0].rows[5].hidden == "$newsletter == false")
        // What the schema says wins: a longer password asked for there is asked for by the form.
        guard case .object(var root) = written.schema, case .object(var properties)? = root["properties"],
              case .object(var password)? = properties["password"] else { Issue.record("no password"); return }
        password["minLength"] = 12
        properties["password"] = .object(password)
        root["properties"] = .object(properties)
        written = FormJSONSchema(schema: FormSchema(form: form))
        let edited = try Form(jsonSchema: .object(root), uiSchema: written.uiSchema)
        let rules = FormSchema(form: edited).sections[0].rows[1].rules
        #expect(rules == [RuleSchema(rule: "minLength", value: .integer(12))])
    }

    @Test func rulesNoKeywordSaysAndMessagesAreKeptInTheUISchema() throws {
        let form = Form()
        form +++ Section()
            <<< PasswordRow("password") { $0.title = "Password" }
            <<< PasswordRow("confirm") {
                $0.title = "Confirm"
                $0.add(rule: RuleMinLength(minLength: 8, msg: "Eight at least."))
                $0.add(rule: RuleRequired())
            }
        let confirm: PasswordRow = form.rowBy(tag: "confirm")!
        confirm.add(rule: RuleEqualsToRow(form: form, tag: "password"))
        let written = FormJSONSchema(form: form)
        let kept = written.uiSchema["confirm"]?["ui:formwork"]
        #expect(kept?["rules"]?.array?.compactMap { $0["rule"]?.string } == ["minLength", "equalsToRow"])
        #expect(kept?["ruleOrder"] == ["minLength", "required", "equalsToRow"], "required is not first, so the order is written")
        #expect(written.schema["properties"]?["confirm"]?["minLength"] == 8, "other validators still check the length")
        #expect(written.notes == ["confirm: the rule equalsToRow is checked by the form only; the UI schema keeps it"])
        let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema)
        #expect(try FormSchema(form: again).jsonData() == FormSchema(form: form).jsonData())
        let row = try #require(again.rowBy(tag: "confirm"))
        row.baseValue = "short"
        #expect(row.validate().map(\.msg).first == "Eight at least.")
    }

    @Test func aConditionJSONSchemaCannotSayStaysInTheUISchema() throws {
        let form = Form()
        form +++ Section()
            <<< TextRow("note") { $0.title = "Note" }
            <<< TextRow("why") { $0.title = "Why"; $0.hidden = "NOT ($note CONTAINS[c] 'holiday')" }
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true)) { $0.tag = "size" }
        for size in ["Small", "Large"] { sizes <<< ListCheckRow<String>(size.lowercased()) { $0.title = size; $0.selectableValue = size } }
        form +++ sizes
        form +++ Section() <<< TextRow("engraving") { $0.title = "Engraving"; $0.hidden = "$large == nil" }
        let written = FormJSONSchema(form: form)
        // A case-insensitive test, and a check of a selectable section (not in the instance): neither is said.
        #expect(written.schema["allOf"] == nil)
        #expect(written.notes.count == 2)
        #expect(written.schema["properties"]?["size"]?["enum"] == ["Small", "Large"])
        let schema = try JSONSchema(written.schema)
        #expect(schema.isValid(Self.json(#"{"size": "Small", "engraving": "A.L."}"#)), "the schema never refuses what the form takes")
        let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema)
        #expect(try FormSchema(form: again).jsonData() == FormSchema(form: form).jsonData())
        #expect(again.fill(jsonSchemaInstance: Self.json(#"{"size": "Large"}"#)) == [])
        #expect(again.rowBy(tag: "large")?.baseValue as? String == "Large")
        #expect(again.rowBy(tag: "engraving")?.isHidden == false)
    }

    @Test func pagesAreACategorizationAndGroupsArrays() throws {
        let form = Form()
        form +++ Page("About you") { $0.tag = "about" }
            <<< NameRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
        form +++ Page("Travellers") { $0.tag = "travellers"; $0.hidden = "$name == 'Solo'" }
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Companions") {
            $0.tag = "companions"
            $0.multivaluedRowToInsertAt = { _ in NameRow { $0.title = "Name"; $0.add(rule: RuleRequired()) } }
            $0 <<< NameRow { $0.title = "Name"; $0.value = "Ann"; $0.add(rule: RuleRequired()) }
        }
        let written = FormJSONSchema(form: form)
        let layout = try #require(written.uiSchema["ui:layout"])
        #expect(layout["type"] == "Categorization")
        #expect(layout["elements"]?.array?.map { $0["label"] } == ["About you", "Travellers"])
        #expect(layout["elements"]?.array?.last?["rule"]?["effect"] == "HIDE")
        let companions = try #require(written.schema["properties"]?["companions"])
        #expect(companions["type"] == "array")
        #expect(companions["items"]?["type"] == "string")
        #expect(companions["default"] == ["Ann"])
        #expect(written.uiSchema["companions"]?["ui:options"] == ["addable": true, "removable": true, "orderable": false])
        // The page's condition hides the group: absent while it holds.
        let schema = try JSONSchema(written.schema)
        #expect(!schema.isValid(Self.json(#"{"name": "Solo", "companions": ["Bo"]}"#)))
        #expect(schema.isValid(Self.json(#"{"name": "Ann", "companions": ["Bo"]}"#)))
        let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema)
        #expect(try FormSchema(form: again).jsonData() == FormSchema(form: form).jsonData())
        #expect(again.fill(jsonSchemaInstance: Self.json(#"{"name": "Ann", "companions": ["Bo", "Cy"]}"#)) == [])
        #expect(again.jsonSchemaInstance == Self.json(#"{"name": "Ann", "companions": ["Bo", "Cy"]}"#))
    }

    @Test func aSubmissionIsCheckedByTheWrittenSchemaOnTheServer() throws {
        let written = FormJSONSchema(form: Self.signUp())
        // The schema edited by hand: an age both rows and keywords check, and a maximum only the schema says.
        guard case .object(var root) = written.schema, case .object(var properties)? = root["properties"],
              case .object(var code)? = properties["code"] else { Issue.record("no code"); return }
        code["maxLength"] = 3
        code["not"] = ["const": "ABC"]
        properties["code"] = .object(code)
        root["properties"] = .object(properties)
        let form = try Form(jsonSchema: .object(root), uiSchema: written.uiSchema)
        form.fill(jsonSchemaInstance: Self.json(#"{"email": "a@example.com", "code": "ABC", "newsletter": false}"#))
        let errors = form.validate()
        #expect(errors.map(\.tag) == ["code"], "the error only the schema says lands on its row")
    }

    @Test(.enabled(if: PythonParityTests.python != nil, "FORMWORK_JSONSCHEMA_PYTHON names a Python with jsonschema 4.26.0 (scripts/test installs it)"))
    func pythonJudgesInstancesOfTheWrittenSchemaAlike() throws {
        let form = Self.signUp()
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in TextRow { $0.title = "Phone"; $0.add(rule: RuleMaxLength(maxLength: 5)) } }
        }
        let written = FormJSONSchema(form: form)
        let values: [(String, [JSON])] = [
            ("email", ["ada@example.com", "ada.example.com", 3]),
            ("password", ["longenough", "short"]),
            ("age", [30, 17, 121, 30.5, "30"]),
            ("code", ["ABC", "abc", "ABCD"]),
            ("newsletter", [true, false, "yes"]),
            ("frequency", ["Daily", "Weekly", "Hourly"]),
            ("phones", [["12345"], ["123456"], [], [1]]),
        ]
        var random = SeededGenerator(seed: 2020)
        var instances: [JSON] = []
        for _ in 0..<300 {
            var object = JSONObject()
            for (name, choices) in values where Bool.random(using: &random) || name == "email" {
                object[name] = Bool.random(using: &random) ? choices[0] : choices.randomElement(using: &random)!
            }
            instances.append(.object(object))
        }
        let validator = try JSONSchema(written.schema, options: .forms)
        let ours = instances.map(validator.isValid)
        let theirs = try PythonParityTests.pythonVerdicts(schema: written.schema, instances: instances, python: PythonParityTests.python!)
        #expect(theirs == ours)
        #expect(ours.filter { $0 }.count >= 10 && ours.filter { !$0 }.count >= 10, "both kinds are among the instances")
    }
}
