@testable import Formwork
import Testing

@Suite("Exchanging a stored value")
struct ExchangeTests {
    final class Tracked {
        let name: String
        let onDeinit: () -> Void
        init(_ name: String, onDeinit: @escaping () -> Void) {
            self.name = name
            self.onDeinit = onDeinit
        }
        deinit { onDeinit() }
    }

    final class Holder<Value> {
        var slot: Value
        init(_ value: Value) { slot = value }
    }

    @Test func theNewValueIsStoredAndTheOldReturnedAlive() {
        var freed: [String] = []
        let holder = Holder<Tracked?>(Tracked("old") { freed.append("old") })
        let old = exchange(&holder.slot, with: Tracked("new") { freed.append("new") })
        #expect(old?.name == "old")
        #expect(holder.slot?.name == "new")
        #expect(freed.isEmpty, "nothing is destroyed by the exchange itself")
        _ = consume old
        #expect(freed == ["old"])
        holder.slot = nil
        #expect(freed == ["old", "new"])
    }

    @Test func aRowsValueGoesThroughItWithItsChangeReported() {
        let row = TextRow("name")
        let form = Form() +++ Section() <<< row
        var changes: [String?] = []
        row.onChange { changes.append($0.value) }
        defer { withExtendedLifetime(form) {} }
        row.value = "Ada"
        row.value = "Ada"
        row.value = nil
        #expect(changes == ["Ada", nil], "an equal value is not a change")
        #expect(row.value == nil)
    }
}
