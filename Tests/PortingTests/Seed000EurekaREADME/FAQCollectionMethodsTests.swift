import FormworkCompatibility
import Testing

/// Seed 000, FAQ "Don't want to use Eureka custom operators?": `Form` and `Section`
/// are `RangeReplaceableCollection`s, so the protocol's methods (listed by the FAQ
/// with Swift 2's names, here with today's) build and edit them.
@Suite("Seed 000: FAQ, forms and sections as collections")
struct FAQCollectionMethodsTests {
    @Test func theCollectionMethodsBuildAndEditForms() {
        var form = Form()
        var section = Section("Rows")
        form.append(section)
        section.append(TextRow("a"))
        section.append(contentsOf: [TextRow("c"), TextRow("d")] as [BaseRow])
        section.insert(TextRow("b"), at: 1)
        #expect(section.map(\.tag) == ["a", "b", "c", "d"])
        #expect(form.rowBy(tag: "b") != nil, "rows added by the methods join the form")
        let removed = section.remove(at: 3)
        #expect(removed.tag == "d")
        section.removeFirst()
        #expect(section.map(\.tag) == ["b", "c"])
        section.removeSubrange(0..<1)
        #expect(section.map(\.tag) == ["c"])

        form.append(contentsOf: [Section("X"), Section("Y")])
        form.insert(Section("First"), at: 0)
        form.insert(contentsOf: [Section("Second")], at: 1)
        #expect(form.map(\.header) == ["First", "Second", "Rows", "X", "Y"])
        form.removeFirst(2)
        #expect(form.map(\.header) == ["Rows", "X", "Y"])
        form.removeAll(keepingCapacity: true)
        #expect(form.isEmpty)
        #expect(form.rowBy(tag: "c") == nil, "rows of removed sections leave the form")
    }
}
