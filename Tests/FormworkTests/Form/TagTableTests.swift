import Foundation
@testable import Formwork
import Testing

/// The table a form finds its rows and sections by tag in: it must answer as a
/// `Dictionary` keyed by `String` would, through growth, replacement and removal.
@Suite("Structure: the tag table")
struct TagTableTests {
    /// Every key the model has, with its value, and nothing else.
    private func expectSame(_ table: TagTable<Int>, _ model: [String: Int], _ keys: [String],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(table.count == model.count, sourceLocation: sourceLocation)
        for key in keys {
            #expect(table[key] == model[key], "\(key)", sourceLocation: sourceLocation)
        }
        var seen: [String: Int] = [:]
        for (key, value) in table { seen[key] = value }
        #expect(seen == model, sourceLocation: sourceLocation)
    }

    @Test("random inserts, replacements and removals answer as a Dictionary does")
    func randomOperationsMatchADictionary() {
        var random = SeededGenerator(seed: 26)
        // Few enough keys that removals and re-inserts meet the same runs of buckets.
        let keys = (0..<300).map { "f\(String($0, radix: 7))" } + ["", "a", "é", "e\u{301}", "a.b-c_d:e", String(repeating: "long", count: 9)]
        var table = TagTable<Int>()
        var model: [String: Int] = [:]
        for step in 0..<6_000 {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            if random.next() % 3 == 0 {
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key), "step \(step): removing \(key)")
            } else {
                #expect(table.updateValue(step, forKey: key) == model.updateValue(step, forKey: key), "step \(step): entering \(key)")
            }
            if step % 500 == 0 { expectSame(table, model, keys) }
        }
        expectSame(table, model, keys)
        // Emptied one by one, in another order than they came.
        for key in keys.reversed() { table[key] = nil }
        #expect(table.isEmpty)
        #expect(keys.allSatisfy { table[$0] == nil })
    }

    @Test("canonically equivalent tags are one key, as they are one String")
    func canonicallyEquivalentTagsAreOneKey() {
        var table = TagTable<Int>()
        table["caf\u{E9}"] = 1
        #expect(table["cafe\u{301}"] == 1)
        // The Kelvin sign is canonically the letter K: an ASCII key and one that is not.
        table["\u{212A}"] = 2
        #expect(table["K"] == 2)
        #expect(table.updateValue(3, forKey: "K") == 2)
        #expect(table.count == 2)
        #expect(table.removeValue(forKey: "cafe\u{301}") == 1)
        #expect(table["caf\u{E9}"] == nil)
        #expect(table["\u{212A}"] == 3)
    }

    @Test("keys longer than a word and keys that differ only past it are told apart")
    func longKeysDifferingLateAreDistinct() {
        var table = TagTable<Int>()
        let keys = (0..<200).map { "section.group.item-\($0)" }
        for (i, key) in keys.enumerated() { table[key] = i }
        #expect(table.count == keys.count)
        for (i, key) in keys.enumerated() { #expect(table[key] == i) }
        #expect(table["section.group.item-"] == nil)
        #expect(table["section.group.item-200"] == nil)
    }

    @Test("values mapped keep every key findable")
    func mappedValuesKeepTheirKeys() {
        var table = TagTable<Int>()
        for i in 0..<100 { table["t\(i)"] = i }
        table["t7"] = nil
        let doubled = table.mapValues { $0 * 2 }
        #expect(doubled.count == 99)
        #expect(doubled["t42"] == 84)
        #expect(doubled["t7"] == nil)
        let odd = table.compactMapValues { $0 % 2 == 1 ? $0 : nil }
        #expect(odd.count == 49)
        #expect(odd["t41"] == 41)
        #expect(odd["t42"] == nil)
    }

    @Test("room reserved up front holds that many without growing past it")
    func reservedCapacityHoldsItsEntries() {
        var table = TagTable<Int>()
        table.reserveCapacity(1_000)
        let capacity = table.capacity
        #expect(capacity >= 1_000)
        for i in 0..<1_000 { table["f\(i)"] = i }
        #expect(table.capacity == capacity)
        #expect(table["f999"] == 999)
    }

    @Test("a form finds rows by tags that are not ASCII, whichever way they are written")
    func aFormFindsRowsByNonASCIITags() {
        let form = Form()
        form +++ Section() <<< TextRow("caf\u{E9}") <<< TextRow("na\u{EF}ve")
        #expect(form.rowBy(tag: "cafe\u{301}")?.tag == "caf\u{E9}")
        #expect(form.rowBy(tag: "nai\u{308}ve") != nil)
        #expect(form.rowBy(tag: "cafe") == nil)
    }
}
