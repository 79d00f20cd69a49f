import Foundation
import Formwork
import Testing

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
            case .valueChanged(let row): log.append("\(row.tag ?? "") changed")
            default: break
            }
        }
        (form.rowBy(tag: "flag") as? SwitchRow)?.value = false
        form.removeObserver(token)   // stops listening
        (form.rowBy(tag: "flag") as? SwitchRow)?.value = true
        #expect(log == ["flag changed", "hid note at 1"])
    }

    @Test func everyReadmeExampleIsHere() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let checked = blocks.filter { !$0.contains("Package.swift") }
        #expect(checked.count >= 4)
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
