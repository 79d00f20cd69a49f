import Foundation
import Formwork
import Testing

@Suite("Registry: a presenter for every kind, and one fallback")
struct PresenterFallbackTests {
    @Test func everyRegisteredRowTypeHasABuiltInKind() {
        for entry in RowTypeRegistry.builtIn.entries {
            #expect(RowKind.builtIn.contains(entry.kind), "\(entry.name) is of kind \(entry.kind), which no front end is sure to draw")
        }
        #expect(RowKind.builtIn.contains(SubformRow().kind))
        #expect(Set(RowKind.builtIn).count == RowKind.builtIn.count)
    }

    @Test func aCustomKindIsDrawnByWhatItHolds() {
        for (row, drawnAs) in OddKindRows.all() {
            #expect(row.fallbackKind == drawnAs, "\(type(of: row)): \(row.fallbackKind)")
        }
        #expect(TextRow().fallbackKind == .text)
        #expect(TimeRow().fallbackKind == .time)
    }
}
