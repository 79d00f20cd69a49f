import Formwork
import Testing

/// The standard error of an exit test, as text.
private func standardError(_ result: ExitTest.Result?) -> String {
    result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
}

/// Programmer errors that stop the program: cycles of hidden conditions and string
/// literal conditions that do not parse. Each runs in a child process.
@Suite("Conditions: programmer errors stop the program")
struct ConditionExitTests {

    @Test func twoRowsHidingEachOther() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let form = Form()
            form +++ Section()
                <<< IntRow("a") { $0.hidden = "$b == 1" }
                <<< IntRow("b") { $0.hidden = "$a == 1" }
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("$a"), "\(message)")
        #expect(message.contains("$b"), "\(message)")
    }

    @Test func aRowHidingItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let form = Form()
            form +++ Section() <<< IntRow("selfish") { $0.hidden = "$selfish == 1" }
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("$selfish"), "\(message)")
    }

    @Test func threeRowsInACycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let form = Form()
            form +++ Section()
                <<< TextRow("first") { $0.hidden = "$second == nil" }
                <<< TextRow("second") { $0.hidden = "$third == nil" }
                <<< TextRow("third") { $0.hidden = "$first == nil" }
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        for tag in ["$first", "$second", "$third"] {
            #expect(message.contains(tag), "\(tag) in \(message)")
        }
    }

    @Test func aSectionHiddenByARowInsideIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let form = Form()
            form +++ Section { $0.tag = "box"; $0.hidden = "$inner == true" }
                <<< SwitchRow("inner") { $0.value = true }
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("$inner"), "\(message)")
        #expect(message.contains("box"), "\(message)")
    }

    @Test func aCycleCompletedBySettingAConditionLater() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let a = TextRow("a") { $0.hidden = "$b == nil" }
            let b = TextRow("b")
            let form = Form()
            form +++ Section() <<< a <<< b
            b.hidden = "$a != nil"
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("$a") && message.contains("$b"), "\(message)")
    }

    @Test func aCycleCompletedByRenamingARow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let x = TextRow("x") { $0.hidden = "$y == nil" }
            let z = TextRow("z") { $0.hidden = "$x == nil" }
            let form = Form()
            form +++ Section() <<< x <<< z
            z.tag = "y"
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("$x") && message.contains("$y"), "\(message)")
    }

    @Test func aCycleCompletedByHidingASectionOnARowInsideIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let section = Section { $0.tag = "group" } <<< TextRow("member")
            let form = Form()
            form +++ section
            section.hidden = "$member == nil"
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("$member"), "\(message)")
    }

    @Test func aCycleCompletedByTaggingAMultivaluedSection() async {
        // The section's value (its rows' values) is read by its own condition once it
        // has the tag; hidden, it reads nil, shown it does not: no consistent answer.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let phones = MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
                $0.hidden = "$phones != nil"
            }
            let form = Form()
            form +++ phones
            phones.tag = "phones"
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("phones"), "\(message)")
    }

    @Test func aMultivaluedSectionReadingItsOwnTag() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let form = Form()
            form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
                $0.tag = "phones"
                $0.hidden = "$phones != nil"
            }
        }
        let message = standardError(result)
        #expect(message.contains("cycle"), "\(message)")
        #expect(message.contains("phones"), "\(message)")
    }

    @Test func anInvalidStringLiteralCondition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TextRow("a") { $0.hidden = "$a ==" }
        }
        let message = standardError(result)
        #expect(message.contains("position 5"), "\(message)")
        #expect(message.contains("$a =="), "\(message)")
    }

    @Test func anInvalidStringLiteralDisabledCondition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let form = Form()
            form +++ Section() <<< TextRow("a") { $0.disabled = "$flag AND" }
        }
        #expect(standardError(result).contains("position 9"))
    }

    @Test func anInvalidConditionLiteralOutsideARow() async {
        await #expect(processExitsWith: .failure) {
            let condition: Condition = "$a BETWEEN {1, 2, 3}"
            _ = condition.dependencies
        }
    }

    @Test func aValidFormDoesNotStop() async {
        // The same shapes without a cycle run to the end.
        await #expect(processExitsWith: .success) {
            let form = Form()
            form +++ Section()
                <<< IntRow("a") { $0.hidden = "$b == 1" }
                <<< IntRow("b") { $0.hidden = "$c == 1" }
                <<< IntRow("c")
            form +++ Section { $0.tag = "box"; $0.hidden = "$a == 1" } <<< SwitchRow("inner")
            let condition: Condition = "$a == 1"
            _ = condition.dependencies
        }
    }
}
