import Foundation
import Formwork
@testable import FormworkCommandLine
import Testing

/// Help written from the form, in its language.
@Suite("Command line: help")
struct HelpTests {
    static func command(_ messages: FormMessages = .english) throws -> FormCommand {
        let form = ResolutionTests.form()
        form.messages = messages
        return try FormCommand(form: form, name: "deploy")
    }

    @Test func helpSaysWhatEachQuestionTakesInTheFormsOrder() throws {
        let text = CommandHelp(try Self.command()).text()
        #expect(text.hasPrefix("Usage: deploy [options]\n"))
        #expect(text.contains("\nService:\n  --name VALUE\n      Name — text; required\n      env: DEPLOY_NAME\n"))
        #expect(text.contains("  --region VALUE\n      Region — one of: eu, us; default: eu\n      env: DEPLOY_REGION\n"))
        #expect(text.contains("  --zones VALUE\n      Zones — any of: a, b, c (--zones again for each)\n"))
        #expect(text.contains("  --canary\n      Canary — on or off\n"))
        #expect(text.contains("      Canary share — whole number; required; only when --canary is on\n"))
        #expect(text.contains("  --token-file, --token-stdin\n      Token — secret\n      read from --token-file FILE or --token-stdin"))
        #expect(!text.contains("DEPLOY_TOKEN"), "a secret has no environment variable")
        let order = ["--name", "--replicas", "--region", "--zones", "--canary\n", "--canary.percent", "--token-file"].map { text.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test func helpIsInTheFormsLanguage() throws {
        let text = CommandHelp(try Self.command(.french)).text(width: 200)
        #expect(text.hasPrefix("Usage : deploy [options]\n\nOptions :\n  --help "))
        #expect(text.contains("\nService :\n  --name VALEUR\n      Name — texte ; obligatoire\n      env : DEPLOY_NAME\n"))
        #expect(text.contains("Region — au choix : eu, us ; par défaut : eu"))
        #expect(text.contains("Canary share — nombre entier ; obligatoire ; seulement si --canary est activé"))
        #expect(text.contains("  --help" + String(repeating: " ", count: 18) + "Afficher cette aide.\n"))
        #expect(text.contains("  --save-answers FICHIER  Une fois fini"))
        #expect(!text.contains("required") && !text.contains("default"), "no English word is left")
    }

    @Test func longLinesWrapAtTheWidth() throws {
        let text = CommandHelp(try Self.command(.french)).text(width: 60)
        let long = text.split(separator: "\n").filter { $0.count > 60 }
        #expect(long.isEmpty, "\(long)")
        #expect(text.contains("\n      si --canary est activé\n"), "a question's facts go on under it")
    }

    @Test func conditionsReadAsWordsNamingFlags() throws {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("news") <<< IntRow("age") <<< PushRow<String>("plan") { $0.options = ["free", "pro"] }
            <<< TextRow("a") { $0.hidden = "$news == false" }
            <<< TextRow("b") { $0.hidden = "$age < 18 OR $plan != 'pro'" }
            <<< TextRow("c") { $0.hidden = "NOT ($plan IN {'free'})" }
            <<< TextRow("d") { $0.hidden = "$age == nil" }
            <<< TextRow("e") { $0.hidden = .function(["age"]) { _ in false } }
        let help = CommandHelp(try FormCommand(form: form, name: "x"))
        let conditions = Dictionary(uniqueKeysWithValues: help.groups.flatMap(\.questions).map { ($0.tag, $0.condition) })
        #expect(conditions["a"] == "--news is on")
        #expect(conditions["b"] == "--age is at least 18 and --plan is pro")
        #expect(conditions["c"] == "--plan is one of free")
        #expect(conditions["d"] == "--age is given")
        #expect(conditions["e"] == "the other answers allow it")
        #expect(conditions["news"] == .some(nil))
    }

    @Test func helpAsJSONHoldsTheSameFacts() throws {
        let json = CommandHelp(try Self.command()).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["command"] as? String == "deploy")
        let groups = try #require(object["groups"] as? [[String: Any]])
        let questions = try #require(groups.first?["questions"] as? [[String: Any]])
        let region = try #require(questions.first { $0["tag"] as? String == "region" })
        #expect(region["choices"] as? [String] == ["eu", "us"] && region["default"] as? String == "eu")
        #expect(region["environment"] as? String == "DEPLOY_REGION" && region["kind"] as? String == "choice")
        let token = try #require(questions.first { $0["tag"] as? String == "token" })
        #expect(token["flags"] as? [String] == ["--token-file", "--token-stdin"] && token["environment"] == nil && token["kind"] as? String == "secret")
        #expect(!json.contains("facts"), "the text's own lines are not data")
    }

    @Test func runPrintsHelpOrProblemsWithTheirStatus() throws {
        var out = "", err = ""
        #expect(try Self.command().run(arguments: ["--help"], environment: [:], output: { out += $0 }, errors: { err += $0 }) == .printed)
        #expect(out.hasPrefix("Usage: deploy") && err.isEmpty)
        out = ""
        #expect(try Self.command().run(arguments: ["--nme", "x"], environment: [:], output: { out += $0 }, errors: { err += $0 }) == .failed(64))
        #expect(err.contains("deploy: --nme: unknown flag; did you mean --name?"))
        err = ""
        #expect(try Self.command().run(arguments: [], environment: [:], output: { out += $0 }, errors: { err += $0 }) == .failed(65))
        #expect(err == "deploy: --name: This field is required.\n")
        #expect(try Self.command().run(arguments: ["--name", "api", "--print-resolved"], environment: [:], output: { out += $0 },
                                       errors: { err += $0 }) == .printed)
        #expect(out.contains("name            api  ← --name"))
        #expect(try Self.command().run(arguments: ["--name", "api"], environment: [:], output: { out += $0 }, errors: { err += $0 }) == .completed)
    }
}
