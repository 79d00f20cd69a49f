import Foundation
@testable import Formwork
import Testing

/// Long random sequences of inserts, moves, hides, retags and removals, with the
/// form's bookkeeping (visible lists, tag table, condition readers, hidden states)
/// checked after every structural change and after every step.
@Suite("Structure: invariants under random changes")
struct FormInvariantTests {
    /// The rows' conditions only read rows made before them and the control
    /// switches, and sections' only the switches, so no cycle can form.
    final class Script {
        var random: SeededGenerator
        let form = Form()
        let controls = Section("Controls")
        var next = 0
        /// Steps after which some row was hidden, some section was hidden, some picker open.
        var stepsWithHiddenRows = 0, stepsWithHiddenSections = 0, stepsWithPickers = 0

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
            form.checksInvariantsAfterChanges = true
            form.append(controls)
            for i in 0..<3 { controls.append(SwitchRow("c\(i)") { $0.value = i == 0 }) }
            for _ in 0..<3 { form.append(Section()) }
        }

        var sections: [Section] { Array(form.allSections.dropFirst()) }
        var rows: [BaseRow] { sections.flatMap(\.allRows).filter { $0.inlineOwner == nil } }
        var existingTags: [String] { rows.compactMap(\.tag) }

        func condition(readingBelow limit: Int) -> String {
            let control = "$c\(Int.random(in: 0..<3, using: &random)) == true"
            let older = existingTags.filter { Int($0.dropFirst()).map { $0 < limit } ?? false }
            guard let tag = older.randomElement(using: &random), Bool.random(using: &random) else { return control }
            let value = Bool.random(using: &random) ? "'x'" : "nil"
            return Bool.random(using: &random) ? "$\(tag) == \(value)" : "$\(tag) != \(value) OR \(control)"
        }

        func makeRow() -> BaseRow {
            next += 1
            let number = next
            let row: BaseRow
            switch Int.random(in: 0..<4, using: &random) {
            case 0: row = DateInlineRow("t\(number)")
            case 1: row = PushRow<String>("t\(number)") { $0.options = ["x", "y"] }
            default: row = TextRow("t\(number)")
            }
            if Int.random(in: 0..<3, using: &random) == 0 { row.hidden = Condition(stringLiteral: condition(readingBelow: number)) }
            if Int.random(in: 0..<5, using: &random) == 0 { row.disabled = Condition(stringLiteral: condition(readingBelow: number)) }
            return row
        }

        func step() {
            let sections = self.sections
            let section = sections.randomElement(using: &random)!
            let rows = section.allRows
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1:
                section.append(makeRow())
            case 2:
                section.insert(makeRow(), at: Int.random(in: 0...section.count, using: &random))
            case 3 where !rows.isEmpty:
                // Removing a visible row; a hidden one stays.
                if !section.isEmpty { section.remove(at: Int.random(in: 0..<section.count, using: &random)) }
            case 4 where section.count > 1:
                section.swapAt(Int.random(in: 0..<section.count, using: &random), Int.random(in: 0..<section.count, using: &random))
            case 5 where !rows.isEmpty:
                // A row moves to another section.
                let row = rows.randomElement(using: &random)!
                if row.inlineOwner == nil { sections.randomElement(using: &random)!.append(row) }
            case 6, 7:
                // A value change that conditions read.
                if let row = self.rows.randomElement(using: &random) {
                    if row.kind == .date {
                        row.setBaseValue(Bool.random(using: &random) ? Date(timeIntervalSince1970: 0) : nil)
                    } else {
                        row.setBaseValue(["x", "y", nil].randomElement(using: &random)!)
                    }
                }
            case 8:
                controls.allRows.randomElement(using: &random)!.setBaseValue(Bool.random(using: &random))
            case 9 where !rows.isEmpty:
                // A new or cleared condition on a row already in the form.
                let row = rows.randomElement(using: &random)!
                if let number = row.tag.flatMap({ Int($0.dropFirst()) }) {
                    row.hidden = Bool.random(using: &random) ? nil : Condition(stringLiteral: condition(readingBelow: number))
                }
            case 10 where !rows.isEmpty:
                // A row takes a new tag.
                let row = rows.randomElement(using: &random)!
                if row.inlineOwner == nil, row.tag != nil {
                    next += 1
                    row.tag = "t\(next)"
                }
            case 11:
                // Sections come, go, move and hide.
                switch Int.random(in: 0..<4, using: &random) {
                case 0: form.insert(Section(), at: Int.random(in: 1...form.count, using: &random))
                case 1 where form.count > 2: _ = form.remove(at: form.count - 1)
                case 2 where form.count > 2: form.swapAt(1, form.count - 1)
                default: section.hidden = Bool.random(using: &random) ? nil : Condition(stringLiteral: "$c\(Int.random(in: 0..<3, using: &random)) == true")
                }
            case 12:
                // An inline picker expands or collapses.
                if let row = self.rows.first(where: \.expandsInline) { row.toggleInline() }
            default:
                if let row = self.rows.randomElement(using: &random) { row.didBeginEditing() }
            }
            form.checkInvariants()
            if form.allRows.contains(where: \.isHidden) { stepsWithHiddenRows += 1 }
            if form.allSections.contains(where: \.isHidden) { stepsWithHiddenSections += 1 }
            if form.allRows.contains(where: { $0.inlineOwner != nil }) { stepsWithPickers += 1 }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomChangesKeepTheFormConsistent(seed: UInt64) {
        let script = Script(seed: seed &* 7919)
        for _ in 0..<1500 { script.step() }
        #expect(script.form.allRows.count > 3, "the sequence built something")
        // The sequence went through the states worth checking.
        #expect(script.stepsWithHiddenRows > 100)
        #expect(script.stepsWithHiddenSections > 100)
        #expect(script.stepsWithPickers > 10)
    }

    @Test func aBrokenTableIsFound() async {
        // The checks are not vacuous: a tag table out of step with its rows stops the program.
        await #expect(processExitsWith: .failure) {
            let form = Form()
            form +++ Section() <<< TextRow("a")
            form.taggedStorage["ghost"] = .row(TextRow("ghost"))
            form.checkInvariants()
        }
    }

    @Test func aHiddenStateThatDisagreesWithItsConditionIsFound() async {
        await #expect(processExitsWith: .failure) {
            let form = Form()
            form +++ Section() <<< SwitchRow("on") { $0.value = true } <<< TextRow("b") { $0.hidden = "$on == true" }
            form.rowBy(tag: "b")!.isHidden = false
            form.checkInvariants()
        }
    }
}
