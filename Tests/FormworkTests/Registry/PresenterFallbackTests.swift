import Foundation
import Formwork
import Testing

@Suite("Registry: a presenter for every kind, and one fallback")
struct PresenterFallbackTests {
    @Test func theBuiltInKindsAreEveryKindOfTheCoresRowsOnce() {
        // Read from the registry: a row type registered tomorrow brings its kind,
        // which the front ends' presenter tests then require a presenter for.
        let kinds = Set(RowKind.builtIn)
        #expect(kinds.count == RowKind.builtIn.count, "each kind once")
        #expect(kinds.isSuperset(of: [.text, .textArea, .color, .check, .toggle, .options, .multipleOptions, .listCheck,
                                      .doublePicker, .triplePicker, .date, .countDownTimer, .file, .image, .label, .button]))
        #expect(kinds.contains(SubformRow().kind), "the subform row, which no schema names, too")
        #expect(!kinds.contains(OddKindRows.all()[0].row.kind), "a custom kind is not a built-in one")
    }

    @Test func aCustomKindIsDrawnByWhatItHolds() {
        for (row, drawnAs) in OddKindRows.all() {
            #expect(row.fallbackKind == drawnAs, "\(type(of: row)): \(row.fallbackKind)")
        }
        #expect(TextRow().fallbackKind == .text)
        #expect(TimeRow().fallbackKind == .time)
    }
}
