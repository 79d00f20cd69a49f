import Formwork
import Testing

/// Seed 002, FAQ "Don't want to use Eureka custom operators?": the
/// `RangeReplaceableCollection` methods the FAQ lists, on a section: rows added by
/// them belong to it and to its form, rows removed leave both.
@Suite("Seed 002: FAQ, RangeReplaceableCollection")
struct FAQCollectionProtocolTests {
    @Test func aSectionEditedByTheProtocolsMethods() {
        let form = Form()
        var section = Section()
        form.append(section)
        section.reserveCapacity(4)
        section.append(contentsOf: [IntRow("one"), IntRow("three")] as [BaseRow])
        section.insert(contentsOf: [IntRow("two")] as [BaseRow], at: 1)
        section.append(IntRow("four"))
        #expect(section.map(\.tag) == ["one", "two", "three", "four"])
        #expect(section.allSatisfy { $0.section === section && $0.form === form })
        let second = section.remove(at: 1)
        #expect(second.section == nil && form.rowBy(tag: "two") == nil)
        section.removeFirst(1)
        section.removeSubrange(1..<2)
        #expect(section.map(\.tag) == ["three"])
        section.removeAll(keepingCapacity: false)
        #expect(section.isEmpty && form.rowBy(tag: "three") == nil)
    }
}
