import Foundation
import Formwork
import Testing

enum Plan: String, Codable, CaseIterable { case free, pro, team }
enum Interest: String, Codable, CaseIterable, Hashable { case music, sport, books }

struct Address: Codable, Equatable {
    var street = ""
    var city = ""
}

struct Signup: Codable, Equatable {
    var email = ""
    var password = ""
    var homepageURL: URL?
    var age: Int?
    var rememberMe = true
    var plan: Plan = .free
    var interests: Set<Interest> = []
    var phones: [String] = []
    var address = Address()
    var birthday: Date?
}

extension Signup: FormDescribable {
    static var formDescription: FormDescription<Signup> {
        FormDescription {
            $0.field(\.email) { $0.placeholder = "you@example.com"; $0.header = "Account" }
            $0.field(\.password) { $0.rules = [RuleSpecification(.minLength(8))] }
            $0.field(\.plan) { $0.rowType = .push; $0.optionTitle = { "\($0)".uppercased() } }
            $0.field(\.age) { $0.hidden = "$rememberMe == false" }
            $0.field(\.phones) { $0.sortable = true }
            $0.exclude(\.birthday)
            $0.addRow { ButtonRow("submit") { $0.title = "Sign up" } }
        }
    }
}

/// The README's Swift examples, compiled and run here. `everyReadmeExampleIsHere`
/// checks that each example appears in this file verbatim, so the README cannot rot.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test func aForm() throws {
        let form = Form()
        form +++ Section("Account") { $0.tag = "account" }
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = true }
            <<< SegmentedRow<String>("frequency") {
                $0.options = ["Daily", "Weekly"]
                $0.hidden = "$newsletter == false"
            }
        +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        }
        form.rowBy(tag: "newsletter").map { ($0 as! SwitchRow).value = false }   // frequency hides
        let values = form.values()   // ["email": nil, "newsletter": false, "phones": [], "account"...]

        let frequency: SegmentedRow<String> = try #require(form.rowBy(tag: "frequency"))
        #expect(frequency.isHidden)
        #expect(form[0].count == 2)
        #expect(values["newsletter"] as? Bool == false)
        #expect(values.keys.contains("email"))
        #expect(!values.keys.contains("frequency"))
        #expect((values["phones"] as? [Any?])?.isEmpty == true)

        let phones: MultivaluedSection = try #require(form.sectionBy(tag: "phones"))
        phones.addButtonRow?.didSelect()
        #expect(phones.itemRows.count == 1)
        #expect(phones.last === phones.addButtonRow)
    }

    @Test func conditions() throws {
        let form = Form()
        let row = TextRow("row")
        form +++ Section()
            <<< SwitchRow("newsletter") { $0.value = true }
            <<< PushRow<String>("country") { $0.options = ["US", "CA", "FR"]; $0.value = "US" }
            <<< IntRow("age") { $0.value = 30 }
            <<< row
        row.hidden = "$newsletter == false"
        row.disabled = "$country IN {'US', 'CA'} AND $age >= 18"
        row.hidden = .function(["age"]) { form in ((form.rowBy(tag: "age") as? IntRow)?.value ?? 0) < 18 }
        let predicate = try FormPredicate(format: "$age BETWEEN {18, 65}")   // throws, naming the position, on bad text
        #expect(row.isDisabled)
        #expect(!row.isHidden)
        (form.rowBy(tag: "age") as? IntRow)?.value = 12
        #expect(row.isHidden)
        #expect(!row.isDisabled)
        #expect(predicate.evaluate(values: ["age": 40]))
        #expect(throws: PredicateSyntaxError.self) { try FormPredicate(format: "$age BETWEEN") }
    }

    @Test func validation() {
        let form = Form()
        let row = PasswordRow("password")
        form +++ Section() <<< EmailRow("email") { $0.value = "ada@example.com" } <<< row
        row.value = "short"
        row.add(rule: RuleMinLength(minLength: 8, msg: "At least 8 characters"))
        row.validationOptions = .validatesOnChangeAfterBlurred
        let errors = form.validate()            // every visible row; each error carries its row's tag
        let byTag = form.validationErrorsByTag  // ["password": [ValidationError(msg: "At least 8 characters")]]
        form.markInvalid(tag: "email", message: "That address already has an account.")  // cleared by the next edit
        #expect(errors == [ValidationError(msg: "At least 8 characters", tag: "password")])
        #expect(byTag["password"]?.map(\.msg) == ["At least 8 characters"])
        #expect(form.validationErrorsByTag["email"]?.map(\.msg) == ["That address already has an account."])
        (form.rowBy(tag: "email") as? EmailRow)?.setText("grace@example.com")
        #expect(form.validationErrorsByTag["email"] == nil)
    }

    @Test func events() {
        let form = Form()
        form +++ Section() <<< SwitchRow("flag") { $0.value = true } <<< TextRow("note") { $0.hidden = "$flag == false" }
        var log: [String] = []
        let token = form.addObserver { event in
            switch event {
            case .rowHidden(let row, let index, _): log.append("hid \(row.tag ?? "") at \(index)")   // visible indices
            case .valueChanged(let row, _, _): log.append("\(row.tag ?? "") changed")
            default: break
            }
        }
        (form.rowBy(tag: "flag") as? SwitchRow)?.value = false
        form.removeObserver(token)   // stops listening
        (form.rowBy(tag: "flag") as? SwitchRow)?.value = true
        #expect(log == ["hid note at 1", "flag changed"])
    }

    @Test func formsFromModels() throws {
        let form = try Form(model: Signup())          // rows in declaration order, pre-filled
        (form.rowBy(tag: "email") as? EmailRow)?.setText("ada@example.com")
        (form.rowBy(tag: "password") as? PasswordRow)?.setText("correct horse")
        (form.rowBy(tag: "address.street") as? TextRow)?.setText("1 Main St")
        (form.rowBy(tag: "address.city") as? TextRow)?.setText("Springfield")
        let edited: Signup = try form.decode(Signup.self)

        var expected = Signup()
        expected.email = "ada@example.com"
        expected.password = "correct horse"
        expected.address = Address(street: "1 Main St", city: "Springfield")
        #expect(edited == expected)
        #expect(form.rowBy(tag: "plan") is PushRow<Plan>)
        #expect(form.rowBy(tag: "plan")?.displayText == "FREE")
        #expect(form.rowBy(tag: "birthday") == nil)
        #expect(form.rowBy(tag: "submit") is ButtonRow)
        #expect(form.sectionBy(tag: "address")?.header == "Address")
        #expect(form.rowBy(tag: "email")?.section?.header == "Account")
        (form.rowBy(tag: "password") as? PasswordRow)?.setText("short")
        #expect(throws: FormDecodingError.self) { try form.decode(Signup.self) }
    }

    @Test func formsFromJSON() throws {
        let json = Data(#"""
            {"sections": [
              {"header": "Account", "rows": [
                {"type": "email", "tag": "email", "title": "Email", "rules": [{"rule": "required"}, {"rule": "email"}]},
                {"type": "switch", "tag": "newsletter", "title": "Newsletter", "value": true},
                {"type": "segmented", "tag": "frequency", "options": ["Daily", "Weekly"], "hidden": "$newsletter == false"}
              ]},
              {"kind": "multivalued", "tag": "phones", "header": "Phones", "multivaluedOptions": ["insert", "delete"],
               "template": {"type": "phone", "title": "Phone", "fieldKind": "usPhone"}}
            ]}
            """#.utf8)
        let savedSchemaURL = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: savedSchemaURL) }
        do {
            let form = try Form(schemaJSON: json)
            let schema = FormSchema(form: form)           // and back: forms built in code describe themselves
            try schema.jsonData().write(to: savedSchemaURL)
        } catch let error as FormSchemaError {
            for issue in error.issues { print(issue) }   // sections[1].rows[3].type: unknown row type "colour"
        }
        let described = try Data(contentsOf: savedSchemaURL)
        #expect(try FormSchema.load(json: described) == FormSchema.load(json: json), "the description is the schema")
        let form = try Form(schemaJSON: described)
        #expect(form.rowBy(tag: "frequency") is SegmentedRow<String>)
        (form.rowBy(tag: "newsletter") as? SwitchRow)?.value = false
        #expect(form.rowBy(tag: "frequency")?.isHidden == true)
        let phones: MultivaluedSection = try #require(form.sectionBy(tag: "phones"))
        phones.addButtonRow?.didSelect()
        #expect(phones.itemRows.first is PhoneRow)
        #expect(throws: FormSchemaError.self) { try Form(schemaJSON: Data(#"{"sections": [{"rows": [{"type": "colour"}]}]}"#.utf8)) }
    }

    @Test func servingOneDefinitionToManyRequests() async throws {
        let signup = try FormTemplate {
            Form()
                +++ Section("Account")
                <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
                <<< IntRow("age") { $0.title = "Age"; $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
                <<< SwitchRow("newsletter") { $0.title = "Newsletter" }
        }

        /// One request, from any task: a fresh form, the body as a person typed it, the errors by field.
        func handle(_ body: [(name: String, value: String)]) -> [String: String] {
            let form = signup.makeForm()
            var errors = form.takeInput(SubmittedFields(body))   // text that could not be read ("12a" for an age)
            for error in form.validate() { errors[error.tag ?? ""] = errors[error.tag ?? ""] ?? error.msg }
            return errors
        }

        #expect(handle([("email", "ada@example.com"), ("age", "36"), ("newsletter", "on")]).isEmpty)
        #expect(handle([("age", "12a")]) == ["email": "This field is required.", "age": "Enter a whole number."])
        #expect(handle([("email", "x"), ("age", "16")]) == ["email": "Enter a valid email address.", "age": "Enter a value of at least 18."])
        // Many requests at once, each with its own form.
        let answers = await withTaskGroup(of: (Int, [String: String]).self) { group in
            for i in 0..<64 {
                group.addTask { (i, handle([("email", i % 2 == 0 ? "p\(i)@example.com" : "bad"), ("age", String(i))])) }
            }
            var all: [Int: [String: String]] = [:]
            for await (i, errors) in group { all[i] = errors }
            return all
        }
        for (i, errors) in answers {
            #expect((errors["email"] != nil) == (i % 2 == 1))
            #expect((errors["age"] != nil) == (i < 18))
        }
        #expect(answers.count == 64)
    }

    @Test func whatAFrontEndUses() throws {
        let colour = PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Green", "Blue"] }
        let form = Form() +++ Section() <<< colour
        let row: BaseRow = colour                       // what a renderer holds
        let list = row.optionLists[0]                   // keys, titles, groups, which are chosen
        try row.selectOption(key: list.options[2].key)  // as a person would; an unknown key throws
        let field = row.identifier                      // "colour": a field name and DOM id, the same on every request
        let shown = row.displayText                     // "Blue"
        #expect(list.options.map(\.title) == ["Red", "Green", "Blue"])
        #expect(colour.value == "Blue")
        #expect(field == "colour")
        #expect(shown == "Blue")
        #expect(throws: UnknownOptionKey.self) { try row.selectOption(key: "purple") }
        #expect(colour.value == "Blue")
        _ = form
    }

    @Test func wordsWithMarkdown() throws {
        let form = Form()
        form.textMarkup = .markdown
        form +++ Section(header: "Payment", footer: "Read [the terms](https://example.com/terms) first.")
            <<< CheckRow("terms") { $0.title = "I accept the **terms**" }

        let terms = try #require(form.rowBy(tag: "terms"))
        #expect(terms.displayTitle == "I accept the terms")
        #expect(terms.richTitle?.runs.last == RichText.Run("terms", style: .strong))
        #expect(form[0].displayFooter == "Read the terms first.")
        #expect(form[0].richFooter?.runs[1].link == URL(string: "https://example.com/terms"))
    }

    @Test func everyReadmeExampleIsHere() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        // This file, the web and terminal examples' tests, which can import their modules, and
        // the example command-line tool.
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Tests/FormworkHummingbirdTests/ReadmeWebExampleTests.swift"), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Tests/FormworkVaporTests/ReadmeVaporExampleTests.swift"), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Tests/FormworkTerminalTests/ReadmeTerminalExampleTests.swift"), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Apps/Sources/deploy-example/Deploy.swift"), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Apps/Tests/GalleryCommandLineTests/DeployBefore.swift"), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Tests/FormworkJSONSchemaTests/ValidatorTests.swift"), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Tests/FormworkJSONSchemaTests/SchemaFormTests.swift"), encoding: .utf8)
            + String(contentsOf: root.appendingPathComponent("Tests/PortingTests/Seed003RSFormView/UsageSetAFormViewModelTests.swift"), encoding: .utf8)
        let swiftBlocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let jsonBlocks = readme.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let checked = (swiftBlocks + jsonBlocks).filter { !$0.contains("Package.swift") }
        #expect(checked.count >= 8)
        let hereLines = normalized(here)
        for block in checked {
            let lines = normalized(block)
            let found = hereLines.indices.contains { start in
                start + lines.count <= hereLines.count && Array(hereLines[start..<start + lines.count]) == lines
            }
            #expect(found, "README example not compiled by the tests:\n\(block)")
        }
    }

    private func normalized(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }
}
