import Foundation
import Formwork
import FormworkCommandLine

/// `deploy-example`: the README's command-line tool. It deploys nothing; it shows a
/// form as a command: flags, `DEPLOY_*` environment variables, an answers file and
/// help, all from the form, and what is missing asked at a terminal.
@main
struct Deploy {
    static func main() {
        let form = Form()
        form.title = "Deploy"
        form +++ Section()
            <<< TextRow("service") { $0.title = "Service"; $0.add(rule: RuleRequired()) }
            <<< PushRow<String>("region") {
                $0.title = "Region"
                $0.options = ["eu-west-1", "us-east-1", "ap-southeast-2"]
                $0.add(rule: RuleRequired())
            }
            <<< SwitchRow("confirm") { $0.title = "Deploy now" }
        do {
            let command = try FormCommand(form: form, name: "deploy", environmentPrefix: "DEPLOY")
            switch command.run(arguments: Array(CommandLine.arguments.dropFirst())) {
            case .completed: break
            case .printed, .savedDraft: exit(0)
            case .failed(let status): exit(status)
            case .cancelled: exit(130)
            }
        } catch {
            FileHandle.standardError.write(Data("deploy: \(error)\n".utf8))
            exit(70)
        }
        let values = form.values()
        guard values["confirm"] as? Bool == true else {
            FileHandle.standardError.write(Data("deploy: not deployed without --confirm\n".utf8))
            exit(1)
        }
        print("Deploying \(values["service"] as? String ?? "") to \(values["region"] as? String ?? "")")
    }
}
