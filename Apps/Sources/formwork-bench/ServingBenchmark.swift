import Foundation
import Formwork

/// `formwork-bench serving`: the cost of one request on the web peers' "1k-mixed"
/// workload: build the form, take the submitted body, validate. Through the
/// Eureka-style DSL, through `FormTemplate.makeForm()`, and as a hand-written Swift
/// loop doing the same work plainly, all in one run; the ratios come from
/// back-to-back pairs.
enum ServingBenchmark {
    /// The form, written as a developer would with the DSL.
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
                    $0.displayValueFor = { $0.map { "Choice " + $0.dropFirst() } }
                    $0.add(rule: RuleRequired())
                }
            }
        }
        form +++ section
        return form
    }

    static let validFields = SubmittedFields(ServingWorkload.validBody)
    static let invalidFields = SubmittedFields(ServingWorkload.invalidBody)

    /// One request through a form: take the body, validate.
    static func handle(_ form: Form, _ fields: SubmittedFields) -> [ValidationError] {
        form.takeInput(fields)
        return form.validate()
    }

    static func run() -> Bool {
        let template: FormTemplate
        do {
            template = try FormTemplate { buildDSL() }
        } catch {
            print("formwork-bench: the serving form does not build: \(error)")
            return false
        }
        if let n = Int(ProcessInfo.processInfo.environment["PROFILE_LOOPS"] ?? "") {
            let path = ProcessInfo.processInfo.environment["PROFILE_PATH"] ?? "dsl"
            for _ in 0..<n {
                switch path {
                case "template": _ = handle(template.makeForm(), validFields)
                case "build": _ = buildDSL()
                case "make": _ = template.makeForm()
                case "hand": _ = HandWrittenServing.handle(body: ServingWorkload.validBody)
                default: _ = handle(buildDSL(), validFields)
                }
            }
            return true
        }
        guard checkResults(template) else { return false }

        print("Formwork serving benchmark (release build): one request of the 1k-mixed workload")
        print("\(ServingWorkload.count) fields (600 text, 200 integer, 100 email, 100 choice); build the form, take the valid body, validate.\n")
        let repeats = 51
        let hand = Timing.median(repeats: repeats) { _ = HandWrittenServing.handle(body: ServingWorkload.validBody) }
        let dsl = Timing.median(repeats: repeats) { _ = handle(buildDSL(), validFields) }
        let made = Timing.median(repeats: repeats) { _ = handle(template.makeForm(), validFields) }
        let dslBuild = Timing.median(repeats: repeats) { _ = buildDSL() }
        let makeOnly = Timing.median(repeats: repeats) { _ = template.makeForm() }
        let invalid = Timing.median(repeats: repeats) { _ = handle(template.makeForm(), invalidFields) }
        print("hand-written loop                 " + Timing.pad(Timing.format(hand), 10))
        print("DSL: build + input + validate     " + Timing.pad(Timing.format(dsl), 10) + "   (build alone " + Timing.format(dslBuild) + ")")
        print("template: make + input + validate " + Timing.pad(Timing.format(made), 10) + "   (makeForm alone " + Timing.format(makeOnly) + ")")
        print("template, invalid body (100 bad)  " + Timing.pad(Timing.format(invalid), 10))

        let dslRatio = Timing.pairedRatio(rounds: 41, small: { _ = HandWrittenServing.handle(body: ServingWorkload.validBody) },
                                          large: { _ = handle(buildDSL(), validFields) })
        let templateRatio = Timing.pairedRatio(rounds: 41, small: { _ = HandWrittenServing.handle(body: ServingWorkload.validBody) },
                                               large: { _ = handle(template.makeForm(), validFields) })
        let dslOK = dslRatio <= 3, templateOK = templateRatio <= 1.5
        print("")
        print("Ratios to the hand-written loop, median of back-to-back pairs:")
        print("DSL path:      \(CoreBenchmark.ratio(dslRatio))  (budget ≤ 3) \(dslOK ? "ok" : "OVER BUDGET")")
        print("template path: \(CoreBenchmark.ratio(templateRatio))  (budget ≤ 1.5) \(templateOK ? "ok" : "OVER BUDGET")")
        let memoryOK = printMemory(template)
        PeerBenchmark.run(ours: { ["valid body": made, "invalid body": invalid] })
        return dslOK && templateOK && memoryOK
    }

    /// The bytes one request's form from the template holds once it took the body
    /// and validated, against what the hand-written loop's request holds.
    static func printMemory(_ template: FormTemplate) -> Bool {
        let form = ServingMemory.bytesEach { () -> Form in
            let form = template.makeForm()
            _ = handle(form, validFields)
            return form
        }
        let hand = ServingMemory.bytesEach { HandWrittenServing.state(body: ServingWorkload.validBody) }
        guard let form, let hand, hand > 0 else {
            print("\nMemory per request: not measured (no allocator counters here)")
            return true
        }
        let ratio = Double(form) / Double(hand)
        let ok = ratio <= 2
        print("\nMemory per request, bytes in use while 200 are kept:")
        print("template form:     " + Timing.pad(ServingMemory.format(form), 10) + "   hand-written arrays and dictionary: " + ServingMemory.format(hand))
        print("ratio:          \(CoreBenchmark.ratio(ratio))  (budget ≤ 2) \(ok ? "ok" : "OVER BUDGET")")
        return ok
    }

    /// Both paths and the hand-written loop find the same errors on the same fields.
    static func checkResults(_ template: FormTemplate) -> Bool {
        let expected = HandWrittenServing.handle(body: ServingWorkload.invalidBody)
        for (name, form) in [("DSL", buildDSL()), ("template", template.makeForm())] {
            guard handle(form, validFields).isEmpty else {
                print("formwork-bench: the \(name) form finds errors in the valid body")
                return false
            }
            let again = name == "DSL" ? buildDSL() : template.makeForm()
            let errors = handle(again, invalidFields)
            guard errors.count == ServingWorkload.badCount, errors.map(\.tag) == expected.map(\.name),
                  errors.map(\.msg) == expected.map(\.message) else {
                print("formwork-bench: the \(name) form finds \(errors.count) errors in the invalid body, the hand-written loop \(expected.count)")
                for (error, hand) in zip(errors, expected) where error.tag != hand.name || error.msg != hand.message {
                    print("  \(error.tag ?? "?"): \(error.msg)  vs  \(hand.name): \(hand.message)")
                    break
                }
                return false
            }
        }
        return true
    }
}
