import FormworkCompatibility
import Testing

/// Seed 000, "How to dynamically hide and show rows (or sections)",
/// `Condition.Function`: a push row hidden while the alert row holds 👦.
@Suite("Seed 000: Condition.Function")
struct ConditionFunctionTests {
    @Test func aFunctionConditionReadsAnotherRowByItsOlderName() throws { try run(ConditionFunction.self) }
}

enum ConditionFunction: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        form +++ Section()
            <<< AlertRow<Emoji>("tag1") {
                    $0.title = "AlertRow"
                    $0.optionTitle = "Who is there?"
                    $0.options = [💁, 🍐, 👦, 🐗, 🐼, 🐻]
                    $0.value = 👦
                }
               // ...
            <<< PushRow<Emoji>("tag2") {
                    $0.title = "PushRow"
                    $0.options = [💁, 🍐, 👦, 🐗, 🐼, 🐻]
                    $0.value = 👦
                    $0.hidden = Condition.Function(["tag1"]) { form in
                                    if let r1 : AlertRow<Emoji> = form?.rowByTag("tag1") {
                                        return r1.value == 👦
                                    }
                                    return false
                                }
                }
        let alert: AlertRow<Emoji> = try #require(form.rowByTag("tag1"))
        let push = try #require(form.rowByTag("tag2"))
        #expect(alert.selectorTitle == "Who is there?")
        #expect(push.isHidden, "the alert row holds 👦")
        alert.value = 🐼
        #expect(!push.isHidden, "re-evaluated when tag1 changes")
    }
}
