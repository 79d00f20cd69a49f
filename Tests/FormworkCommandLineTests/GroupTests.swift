import Foundation
import Formwork
@testable import FormworkCommandLine
import Testing

/// Repeating groups and selectable sections as questions: a group of values by its
/// flag repeated or by place, a group of items field by field, JSON lists in the
/// environment and the answers file, errors named by item and field.
@Suite("Command line: repeating groups and selectable sections")
struct GroupTests {
    static func form() -> Form {
        let form = Form()
        form +++ Section("Trip") <<< TextRow("name") { $0.title = "Name" }
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = "Phone"; $0.add(rule: RuleRequired()) } }
        }
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Travellers") {
            $0.tag = "travellers"
            $0.multivaluedRowToInsertAt = { _ in
                let row = SubformRow(tag: nil)
                row.title = "Traveller"
                let item = Form()
                item +++ Section()
                    <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
                    <<< IntRow("age") { $0.title = "Age"; $0.add(rule: RuleGreaterOrEqualThan(min: 0)) }
                row.subform = item
                return row
            }
        }
        let meals = SelectableSection<ListCheckRow<String>>("Meals", selectionType: .multipleSelection) { $0.tag = "meals" }
        form +++ meals
        for meal in ["breakfast", "dinner"] { meals <<< ListCheckRow<String>(meal) { $0.title = meal.capitalized; $0.selectableValue = meal } }
        return form
    }

    static func resolve(_ arguments: [String], environment: [String: String] = [:], answers: String? = nil,
                        draft: [String: JSONValue]? = nil) throws -> CommandResolution {
        let command = try FormCommand(form: form(), name: "trip")
        var resolution = command.resolve(arguments: arguments + (answers == nil ? [] : ["--answers", "a.json"]), environment: environment,
                                         readFile: { path, _ in
            guard path == "a.json", let answers else { throw FormCommand.FileProblem(message: "no such file") }
            return Array(answers.utf8)
        }, draft: draft.map { ("DRAFT", $0) })
        resolution.apply()
        return resolution
    }

    static func values(_ resolution: CommandResolution) -> [String: JSONValue] { resolution.command.form.jsonValues() }

    @Test func groupsAndSelectableSectionsAreQuestions() throws {
        let command = try FormCommand(form: Self.form(), name: "trip")
        #expect(command.questions.map(\.tag) == ["name", "phones", "travellers", "meals"])
        #expect(command.question("travellers")?.kind == .group && command.question("travellers")?.itemFields == ["name", "age"])
        #expect(command.question("phones")?.itemFields == [] && command.question("meals")?.kind == .choices)
        #expect(command.question("travellers")?.environmentVariable == "TRIP_TRAVELLERS")
    }

    @Test func aGroupOfValuesByItsFlagRepeatedOrByPlace() throws {
        let repeated = try Self.resolve(["--phones", "0102", "--phones", "0304"])
        #expect(repeated.problems.isEmpty, "\(repeated.problems)")
        #expect(Self.values(repeated)["phones"] == .array([.string("0102"), .string("0304")]))
        let placed = try Self.resolve(["--phones.1", "0304", "--phones.0", "0102"])
        #expect(Self.values(placed)["phones"] == .array([.string("0102"), .string("0304")]))
        let both = try Self.resolve(["--phones", "0102", "--phones.1", "0304"])
        #expect(both.exitStatus == 64 && both.problemsText().contains("not both"))
    }

    @Test func itemsFieldByFieldWithErrorsNamedByItemAndField() throws {
        let resolution = try Self.resolve(["--travellers.0.name", "Ada", "--travellers.0.age", "36", "--travellers.1.age", "-3"])
        #expect(Self.values(resolution)["travellers"] == .array([.object(["name": .string("Ada"), "age": .number(36)]),
                                                                  .object(["name": .null, "age": .number(-3)])]))
        let said = resolution.problems.map(\.description)
        #expect(said.contains { $0.hasPrefix("--travellers.1.name: ") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("--travellers.1.age: ") }, "\(said)")
        #expect(!said.contains { $0.contains("travellers.0") })
        #expect(resolution.exitStatus == 65)
    }

    @Test(arguments: [
        (["--travellers.0.nmae", "Ada"], "has the fields name, age"),
        (["--travellers.x.name", "Ada"], "named by its place"),
        (["--travellers.007.name", "Ada"], "named by its place"),
        (["--travellers.5000.name", "Ada"], "at most 1000 items"),
        (["--travellers", "Ada"], "field by field"),
        (["--phones.0.number", "1"], "single values"),
        (["--travellers.0.name", "A", "--travellers.0.name", "B"], "given twice"),
    ])
    func badItemFlagsAreUsageProblems(arguments: [String], message: String) throws {
        let resolution = try Self.resolve(arguments)
        #expect(resolution.exitStatus == 64)
        #expect(resolution.problemsText().contains(message), "\(resolution.problemsText())")
        #expect(resolution.command.form.sectionBy(tag: "travellers")?.items.count ?? 0 <= 1, "nothing is made for a bad index")
    }

    @Test func jsonListsInTheEnvironmentAndTheAnswersFile() throws {
        let environment = try Self.resolve([], environment: ["TRIP_TRAVELLERS": #"[{"name": "Ada", "age": 36}, {"name": "Lin"}]"#,
                                                             "TRIP_PHONES": "0102, 0304"])
        #expect(environment.problems.isEmpty, "\(environment.problems)")
        #expect(Self.values(environment)["travellers"] == .array([.object(["name": .string("Ada"), "age": .number(36)]),
                                                                   .object(["name": .string("Lin"), "age": .null])]))
        #expect(Self.values(environment)["phones"] == .array([.string("0102"), .string("0304")]))
        let file = try Self.resolve([], answers: """
            {
              "travellers": [{"name": "Ada"}, {"name": null}],
              "meals": ["dinner"]
            }
            """)
        #expect(file.problems.map(\.description) == ["a.json:2: travellers.1.name: This field is required."])
        #expect(Self.values(file)["meals"] == .array([.string("dinner")]))
        let placed = try Self.resolve([], answers: #"{"travellers.0.name": "Ada", "travellers": {"1": {"name": "Lin"}}}"#)
        #expect(placed.problems.isEmpty, "\(placed.problems)")
        #expect(Self.values(placed)["travellers"] == .array([.object(["name": .string("Ada"), "age": .null]),
                                                              .object(["name": .string("Lin"), "age": .null])]))
    }

    @Test func anItemGivenTwiceInAnAnswersFileIsAUsageProblem() throws {
        let resolution = try Self.resolve([], answers: #"{"travellers.0.name": "Ada", "travellers": {"0": {"name": "Lin"}}}"#)
        #expect(resolution.exitStatus == 64)
        #expect(resolution.problemsText().contains("travellers.0.name is given twice"), "\(resolution.problemsText())")
    }

    @Test(arguments: [
        (["TRIP_TRAVELLERS": "Ada"], "a JSON list of objects"),
        (["TRIP_TRAVELLERS": "[{\"nmae\": \"Ada\"}]"], "has no field nmae"),
        (["TRIP_TRAVELLERS": "[\"Ada\"]"], "a list of objects"),
        (["TRIP_TRAVELLERS": "[{\"name\": \"Ada\"}"], "is not a JSON list"),
        (["TRIP_PHONES": "[{\"number\": 1}]"], "a list of values"),
    ])
    func badListsAreRefusedNamingTheVariable(environment: [String: String], message: String) throws {
        let resolution = try Self.resolve([], environment: environment)
        #expect(resolution.exitStatus == 65)
        #expect(resolution.problemsText().contains("$TRIP_") && resolution.problemsText().contains(message), "\(resolution.problemsText())")
    }

    @Test func aGroupIsOneValueTakenWholeFromTheFirstSource() throws {
        let resolution = try Self.resolve(["--travellers.0.name", "Flag"], environment: ["TRIP_TRAVELLERS": #"[{"name": "Env"}, {"name": "Env 2"}]"#])
        #expect(Self.values(resolution)["travellers"] == .array([.object(["name": .string("Flag"), "age": .null])]))
        #expect(resolution.source(of: "travellers") == .flag("--travellers"))
    }

    @Test func aDraftsItemsComeBack() throws {
        let resolution = try Self.resolve([], draft: ["travellers": .array([.object(["name": .string("Ada"), "age": .number(3)])]),
                                                      "phones": .array([.string("0102")])])
        #expect(resolution.problems.isEmpty, "\(resolution.problems)")
        #expect(Self.values(resolution)["travellers"] == .array([.object(["name": .string("Ada"), "age": .number(3)])]))
        #expect(resolution.source(of: "phones") == .draft("DRAFT"))
    }

    @Test func printResolvedShowsAGroupAsJSON() throws {
        let resolution = try Self.resolve(["--phones", "0102", "--meals", "breakfast"])
        let text = resolution.resolvedText()
        #expect(text.contains(#"phones      ["0102"]  ← --phones"#), "\(text)")
        #expect(text.contains("meals       breakfast  ← --meals"), "\(text)")
    }
}
