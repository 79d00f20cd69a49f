import Foundation
import Formwork
import FormworkHTML
import Testing

/// The checks the page's script runs, as the page carries them: one entry per
/// row, pointing at rule sets that rows with the same rules share.
@Suite("HTML rendering: the checks sent to the page")
struct ClientChecksTests {
    /// The JSON of the page's data element.
    func data(_ form: Form) throws -> [String: Any] {
        let page = HTMLFormRenderer().render(form).string
        let start = try #require(page.range(of: #"<script type="application/json" class="fw-data">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// However many conditions read a tag (and however many tags a page's
    /// conditions read), the page tells the script how to read each tag once.
    @Test func everyTagConditionsReadHasOneReader() throws {
        let form = Form()
        let switches = Section()
        let fields = Section { $0.hidden = "$t0 == true && $t39 == false" }
        form +++ switches +++ fields
        for i in 0..<40 {
            switches <<< SwitchRow("t\(i)")
            fields <<< TextRow("f\(i)") { $0.hidden = Condition(stringLiteral: "$t\(i) == true || $t\((i + 1) % 40) == true") }
        }
        let page = HTMLFormRenderer().render(form).string
        for i in 0..<40 {
            #expect(page.components(separatedBy: #""t\#(i)":{"row":"t\#(i)""#).count == 2, "t\(i) has one reader")
        }
        let data = try data(form)
        #expect((data["tags"] as? [String: Any])?.count == 40)
        #expect((data["rows"] as? [Any])?.count == 40)
        #expect((data["sections"] as? [Any])?.count == 1)
    }

    /// A condition that reads a section's tag is told to read the section, and a
    /// tag nothing in the form has gets no reader.
    @Test func aSectionsTagIsReadFromTheSection() throws {
        let form = Form()
        let size = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true)) { $0.tag = "size" }
        form +++ size +++ Section() <<< TextRow("large") { $0.hidden = "$size != 'L' || $nowhere == true" }
        for option in ["S", "L"] { size <<< ListCheckRow<String>(option) { $0.title = option; $0.selectableValue = option } }
        let tags = try #require(try data(form)["tags"] as? [String: Any])
        #expect(Set(tags.keys) == ["size"])
        let reader = try #require(tags["size"] as? [String: Any])
        #expect(reader["section"] as? String == form.sectionBy(tag: "size")?.identifier)
        #expect(reader["row"] == nil)
    }

    @Test func rowsWithTheSameRulesShareOneSet() throws {
        let form = Form()
        form +++ Section()
            <<< TextRow("first") { $0.add(rule: RuleRequired()); $0.add(rule: RuleMaxLength(maxLength: 20)) }
            <<< TextRow("second") { $0.add(rule: RuleRequired()); $0.add(rule: RuleMaxLength(maxLength: 20)) }
            <<< TextRow("longer") {
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleMaxLength(maxLength: 30))
                $0.validationOptions = .validatesOnChange
            }
            <<< TextRow("plain")
        let data = try data(form)
        let checks = try #require(data["checks"] as? [[Any]])
        let sets = try #require(data["ruleSets"] as? [[String: Any]])
        #expect(checks.map { $0[0] as? String } == ["first", "second", "longer"], "a row without rules has no check")
        #expect(checks.map { $0[2] as? Int } == [0, 0, 1])
        #expect(checks[2][1] as? Int == Int(ValidationOptions.validatesOnChange.rawValue))
        #expect(sets.count == 2)
        let rules = try #require(sets[1]["rules"] as? [[Any]])
        #expect(rules.count == 2)
        #expect(rules[1][0] as? String == "maxLength")
        #expect(rules[1][1] as? Int == 30)
        #expect(rules[1][2] as? String == "Enter at most 30 characters.")
    }

    @Test func theSameRulesWithOtherMessagesAreOtherSets() throws {
        let form = Form()
        form +++ Section()
            <<< TextRow("a") { $0.add(rule: RuleRequired()) }
            <<< TextRow("b") { $0.add(rule: RuleRequired(msg: "Say who you are.")) }
            <<< TextRow("c") { $0.add(rule: RuleRequired()) }
        let data = try data(form)
        let checks = try #require(data["checks"] as? [[Any]])
        let sets = try #require(data["ruleSets"] as? [[String: Any]])
        #expect(checks.map { $0[2] as? Int } == [0, 1, 0])
        let messages = sets.compactMap { ($0["rules"] as? [[Any]])?.first?[2] as? String }
        #expect(messages == ["This field is required.", "Say who you are."])
    }

    @Test func numbersAndServerOnlyRulesAreMarked() throws {
        let form = Form()
        form +++ Section()
            <<< IntRow("age") { $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
            <<< TextRow("username") {
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleClosure { value in value == "taken" ? ValidationError(msg: "Taken.") : nil })
            }
            <<< TextRow("name") { $0.add(rule: RuleRequired()) }
        let data = try data(form)
        let checks = try #require(data["checks"] as? [[Any]])
        let sets = try #require(data["ruleSets"] as? [[String: Any]])
        let byRow = Dictionary(uniqueKeysWithValues: checks.map { ($0[0] as! String, sets[$0[2] as! Int]) })
        #expect(byRow["age"]?["number"] as? Bool == true)
        #expect(byRow["age"]?["server"] == nil)
        #expect(byRow["username"]?["server"] as? Bool == true, "the closure runs only on the server")
        #expect((byRow["username"]?["rules"] as? [[Any]])?.count == 1, "only the rule the script can run is sent")
        #expect(byRow["name"]?["server"] == nil)
        #expect(byRow["name"]?["number"] == nil)
    }
}
