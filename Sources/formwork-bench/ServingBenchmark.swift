import Foundation
import Formwork

enum ServingBenchmark {
    static func buildDSL() -> Form {
        let form = Form()
        let section = Section()
        for i in 0..<ServingWorkload.count {
            let name = ServingWorkload.names[i], label = ServingWorkload.labels[i]
            switch ServingWorkload.kind(i) {
            case .text:
                section <<< TextRow(name) {
                    $0.title = label
                    $0.add(rule: RuleRequired())
                    $0.add(rule: RuleMaxLength(maxLength: 100))
                }
            case .integer:
                section <<< IntRow(name) {
                    $0.title = label
                    $0.add(rule: RuleRequired())
                    $0.add(rule: RuleGreaterOrEqualThan(min: 0))
                    $0.add(rule: RuleSmallerOrEqualThan(max: 1_000))
                }
            case .email:
                section <<< EmailRow(name) {
                    $0.title = label
                    $0.add(rule: RuleRequired())
                    $0.add(rule: RuleEmail())
                }
            case .choice:
                section <<< PushRow<String>(name) {
                    $0.title = label
                    $0.options = ServingWorkload.choiceKeys
                    $0.add(rule: RuleRequired())
                }
            }
        }
        form +++ section
        return form
    }

    static func bind(_ form: Form, _ body: [(String, String)]) {
        for (name, value) in body {
            guard let row = form.rowBy(tag: name) else { continue }
            if let input = row as? any TextInputRow { input.setText(value) }
            else { row.takeInput(.text(value)) }
        }
    }

    static func run() -> Bool {
        if let n = Int(ProcessInfo.processInfo.environment["PROFILE_LOOPS"] ?? "") {
            for _ in 0..<n { let f = buildDSL(); bind(f, ServingWorkload.validBody); _ = f.validate() }
            return true
        }
        let repeats = 41
        let hand = Timing.median(repeats: repeats) { _ = HandWrittenServing.handle(body: ServingWorkload.validBody) }
        let build = Timing.median(repeats: repeats) { _ = buildDSL() }
        let all = Timing.median(repeats: repeats) {
            let f = buildDSL(); bind(f, ServingWorkload.validBody); _ = f.validate()
        }
        let f = buildDSL(); bind(f, ServingWorkload.invalidBody)
        print("invalid errors:", f.validate().count, "hand:", HandWrittenServing.handle(body: ServingWorkload.invalidBody).count)
        print("hand", Timing.format(hand), "build", Timing.format(build), "all", Timing.format(all), "ratio", all / hand)
        return true
    }
}
