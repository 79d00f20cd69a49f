import Foundation
@testable import Formwork
import Testing

/// Long chains of conditions: hiding propagates without recursion, so a chain of any
/// length is safe on a server worker's small stack, and building one is linear.
@Suite("Hostile forms: chains of conditions")
struct ConditionChainTests {
    /// Row 0 is a switch; row i hides when row i - 1 reads nil, which it does once
    /// hidden: turning the switch off hides every row after it.
    static func chain(_ count: Int, reversed: Bool = false) -> (Form, SwitchRow, BaseRow) {
        let head = SwitchRow("r0") { $0.value = true }
        var rows: [BaseRow] = [head]
        for i in 1..<count {
            let row = TextRow("r\(i)") { $0.value = "x" }
            row.hidden = i == 1 ? "$r0 == false" : .predicate(try! FormPredicate(format: "$r\(i - 1) == nil"))
            rows.append(row)
        }
        let section = Section()
        section.append(contentsOf: reversed ? rows.reversed() : rows)
        let form = Form()
        form.append(section)
        return (form, head, rows[count - 1])
    }

    /// Runs `body` on a thread with a stack of `size` bytes and waits for it.
    static func onSmallStack(_ size: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
    }

    @Test func aHundredThousandRowChainHidesOnASmallStack() {
        let results = Results()
        Self.onSmallStack(512 * 1024) {
            let (form, head, last) = Self.chain(100_000)
            results.shownAtFirst = !last.isHidden
            form.takeInput(SubmittedFields([("r0", "off")]))
            results.hiddenAfterOff = last.isHidden && form.allRows.filter(\.isHidden).count == 99_999
            head.value = true
            results.shownAgain = !last.isHidden
        }
        #expect(results.shownAtFirst && results.hiddenAfterOff && results.shownAgain)
    }

    /// Building is linear: propagation visits each node of the chain a bounded
    /// number of times, whatever the order its rows arrive in. (A quadratic build
    /// visits the rest of the chain from every arriving row: 30,000 rows would be
    /// 450 million visits.)
    @Test(arguments: [false, true])
    func chainsBuildInLinearWorkInEitherOrder(reversed: Bool) {
        let (form, head, last) = Self.chain(30_000, reversed: reversed)
        #expect(form.propagationVisits <= 4 * 30_000, "\(form.propagationVisits) visits")
        head.value = false
        #expect(last.isHidden)
        #expect(form.allRows.filter(\.isHidden).count == 29_999)
    }

    @Test func rowsAppendedOneByOneToAFormAreLinearToo() {
        let count = 20_000
        let section = Section()
        let form = Form() +++ section
        section <<< SwitchRow("r0") { $0.value = true }
        for i in 1..<count {
            section <<< TextRow("r\(i)") {
                $0.value = "x"
                $0.hidden = .predicate(try! FormPredicate(format: i == 1 ? "$r0 == false" : "$r\(i - 1) == nil"))
            }
        }
        #expect(form.allRows.allSatisfy { !$0.isHidden })
        #expect(form.propagationVisits <= 4 * count, "\(form.propagationVisits) visits")
        let visitsBefore = form.propagationVisits
        form.takeInput(SubmittedFields([("r0", "off")]))
        #expect(form.allRows.filter(\.isHidden).count == count - 1)
        // Hiding the whole chain visits each row a bounded number of times more.
        #expect(form.propagationVisits - visitsBefore <= 2 * count)
    }

    /// Rows appended one at a time ahead of the rows that read them (the chain built
    /// from its end): each arrival is read by the one before, and changes nothing, so
    /// it costs a few evaluations, not a walk down the chain behind it.
    @Test func aChainBuiltFromItsEndOneRowAtATimeIsLinear() {
        // (Inserting at the front renumbers the rows behind: kept small for that, while
        // a walk down the chain per arrival would still be 12 million visits.)
        let count = 5_000
        let section = Section()
        let form = Form() +++ section
        for i in (1..<count).reversed() {
            section.insert(TextRow("r\(i)") {
                $0.value = "x"
                $0.hidden = .predicate(try! FormPredicate(format: i == 1 ? "$r0 == false" : "$r\(i - 1) == nil"))
            }, at: 0)
        }
        section.insert(SwitchRow("r0") { $0.value = true }, at: 0)
        #expect(form.propagationVisits <= 4 * count, "\(form.propagationVisits) visits")
        #expect(form.allRows.allSatisfy { !$0.isHidden })
        form.takeInput(SubmittedFields([("r0", "off")]))
        #expect(form.allRows.filter(\.isHidden).count == count - 1)
        (form.rowBy(tag: "r0") as? SwitchRow)?.value = true
        #expect(form.allRows.allSatisfy { !$0.isHidden })
    }

    /// Cycles closed by rows that arrive one at a time are found whatever the order.
    @Test func cyclesClosedOneRowAtATimeAreStillFound() {
        func problems(_ definition: () -> Form) -> [String] {
            do {
                _ = try FormTemplate(definition)
                return []
            } catch {
                return error.problems
            }
        }
        for order in [["a", "b"], ["b", "a"]] {
            let found = problems {
                let section = Section()
                let form = Form() +++ section
                for tag in order {
                    section <<< TextRow(tag) { $0.hidden = .predicate(try! FormPredicate(format: tag == "a" ? "$b == nil" : "$a == nil")) }
                }
                return form
            }
            #expect(found.contains { $0.contains("cycle") }, "\(order): \(found)")
        }
        let sectionCycle = problems {
            let section = Section { $0.tag = "box"; $0.hidden = "$inner == true" }
            let form = Form() +++ section
            section <<< SwitchRow("inner") { $0.value = true }
            return form
        }
        #expect(sectionCycle.contains { $0.contains("cycle") }, "\(sectionCycle)")
        let renamed = problems {
            let x = TextRow("x") { $0.hidden = "$y == nil" }
            let z = TextRow("z") { $0.hidden = "$x == nil" }
            let form = Form() +++ Section() <<< x <<< z
            z.tag = "y"
            return form
        }
        #expect(renamed.contains { $0.contains("cycle") }, "\(renamed)")
    }

    final class Results: @unchecked Sendable {
        var shownAtFirst = false
        var hiddenAfterOff = false
        var shownAgain = false
    }
}

extension ConditionChainTests {
    @Test func aShortReversedChain() {
        let (form, head, _) = Self.chain(5, reversed: true)
        head.value = false
        let hidden = form.allRows.map { "\($0.tag!)=\($0.isHidden)" }
        #expect(hidden == ["r4=true", "r3=true", "r2=true", "r1=true", "r0=false"])
    }
}
