import ArgumentParser
import Formwork
import FormworkTerminal
import Testing

/// `deploy-example` as it was written before forms were command lines, kept as the
/// README's "before": its options repeat the form's rows, then are copied into them.
enum BeforeFormCommand {
    struct Deploy: ParsableCommand {
        @Option(help: "The service to deploy.") var service: String?
        @Option(help: "The region to deploy to.") var region: String?
        @Flag(help: "Do not ask to confirm.") var yes = false

        func run() throws {
            let form = Form()
            form.title = "Deploy"
            form +++ Section()
                <<< TextRow("service") { $0.title = "Service"; $0.value = service; $0.add(rule: RuleRequired()) }
                <<< PushRow<String>("region") {
                    $0.title = "Region"
                    $0.options = ["eu-west-1", "us-east-1", "ap-southeast-2"]
                    $0.value = region
                    $0.add(rule: RuleRequired())
                }
                <<< SwitchRow("confirm") { $0.title = "Deploy now"; $0.value = yes ? true : nil }
            // Only what is missing is asked: in a terminal as a form, from a pipe as plain
            // questions (a script gets an error naming what it did not give).
            if service == nil || region == nil || !yes {
                guard case .completed = try TerminalForm(form).run() else { throw ExitCode(130) }
            }
            let values = form.values()
            guard values["confirm"] as? Bool == true else { throw ExitCode.failure }
            print("Deploying \(values["service"] as? String ?? "") to \(values["region"] as? String ?? "")")
        }
    }
}

@Suite struct DeployBeforeTests {
    /// The hand-written version works as it did, given everything.
    @Test func theHandWrittenVersionStillParses() throws {
        let deploy = try BeforeFormCommand.Deploy.parse(["--service", "api", "--region", "us-east-1", "--yes"])
        #expect(deploy.service == "api" && deploy.region == "us-east-1" && deploy.yes)
        #expect(throws: (any Error).self) { try BeforeFormCommand.Deploy.parse(["--servce", "api"]) }
    }
}
