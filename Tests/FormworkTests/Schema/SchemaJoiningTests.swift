import Foundation
import Formwork
import Testing

/// Sections of a schema join their form as they are built while no cycle can pass
/// through them; the rest join once the whole schema checks out. Either way the
/// form is the same, and a problem found after sections joined is reported, never
/// fatal (a duplicate tag or a cycle that reached a form would stop the program).
@Suite("Forms from JSON: sections joining as they are built")
struct SchemaJoiningTests {
    /// Sections of `rows` each (JSON arrays of row objects).
    static func schema(_ sections: [String]) -> String {
        #"{"sections": ["# + sections.map { #"{"rows": [\#($0)]}"# }.joined(separator: ",") + "]}"
    }

    @Test func conditionsAcrossSectionsHoldFromTheStartAndFollowChanges() throws {
        let form = try SchemaFixture.form(Self.schema([
            #"{"type": "switch", "tag": "a", "value": true}, {"type": "text", "tag": "b", "hidden": "$a == false"}"#,
            #"{"type": "text", "tag": "c", "hidden": "$a == true"}, {"type": "text", "tag": "d", "disabled": "$a == true"}"#,
            #"{"type": "text", "tag": "e", "hidden": "$b == nil"}"#,
        ]))
        #expect(form.rowBy(tag: "b")?.isHidden == false)
        #expect(form.rowBy(tag: "c")?.isHidden == true)
        #expect(form.rowBy(tag: "d")?.isDisabled == true)
        #expect(form.rowBy(tag: "e")?.isHidden == true)
        #expect(form.allSections.count == 3)
        #expect(form.allRows.map(\.tag) == ["a", "b", "c", "d", "e"])
        (form.rowBy(tag: "a") as? SwitchRow)?.value = false
        #expect(form.rowBy(tag: "b")?.isHidden == true)
        #expect(form.rowBy(tag: "c")?.isHidden == false)
        #expect(form.rowBy(tag: "d")?.isDisabled == false)
    }

    @Test func aConditionReadingALaterRowIsRightFromTheStart() throws {
        let form = try SchemaFixture.form(Self.schema([
            #"{"type": "text", "tag": "first"}"#,
            #"{"type": "text", "tag": "early", "hidden": "$late == false"}"#,
            #"{"type": "switch", "tag": "late", "value": false}, {"type": "text", "tag": "after", "hidden": "$late == true"}"#,
        ]))
        #expect(form.rowBy(tag: "early")?.isHidden == true, "it reads a row that joins after it")
        #expect(form.rowBy(tag: "after")?.isHidden == false)
        #expect(form.allRows.map(\.tag) == ["first", "early", "late", "after"])
        (form.rowBy(tag: "late") as? SwitchRow)?.value = true
        #expect(form.rowBy(tag: "early")?.isHidden == false)
        #expect(form.rowBy(tag: "after")?.isHidden == true)
    }

    @Test func aSectionHiddenByAnEarlierRowAndARowReadingASection() throws {
        let form = try SchemaFixture.form(#"""
            {"sections": [
              {"rows": [{"type": "switch", "tag": "more", "value": false}]},
              {"tag": "extra", "hidden": "$more == false", "rows": [{"type": "text", "tag": "x"}]},
              {"tag": "pick", "kind": "selectable", "rows": [
                {"type": "listCheck", "tag": "one", "selectableValue": "1"},
                {"type": "listCheck", "tag": "two", "selectableValue": "2"}]},
              {"rows": [{"type": "text", "tag": "why", "hidden": "$pick == nil"}]}
            ]}
            """#)
        #expect(form.sectionBy(tag: "extra")?.isHidden == true)
        #expect(form.rowBy(tag: "why")?.isHidden == true)
        (form.rowBy(tag: "more") as? SwitchRow)?.value = true
        #expect(form.sectionBy(tag: "extra")?.isHidden == false)
        try form.sectionBy(tag: "pick")?.selectOption(key: "2")
        #expect(form.rowBy(tag: "why")?.isHidden == false)
    }

    @Test func aCycleFoundAfterSectionsJoinedIsReported() {
        let json = Self.schema([
            #"{"type": "switch", "tag": "a", "value": true}, {"type": "text", "tag": "b", "hidden": "$a == false"}"#,
            #"{"type": "text", "tag": "c", "hidden": "$d == nil"}, {"type": "text", "tag": "d", "hidden": "$c == nil"}"#,
        ])
        #expect(throws: FormSchemaError.self) { try SchemaFixture.form(json) }
        do {
            _ = try SchemaFixture.form(json)
        } catch {
            #expect(error.issues.contains { $0.message.contains("hidden conditions form a cycle") })
        }
    }

    @Test func aRowHiddenByItselfIsACycle() {
        let json = Self.schema([#"{"type": "text", "tag": "a"}"#, #"{"type": "text", "tag": "self", "hidden": "$self == nil"}"#])
        do {
            _ = try SchemaFixture.form(json)
            Issue.record("a row hidden by its own value loaded")
        } catch {
            #expect(error.issues.contains { $0.message.contains("cycle") })
        }
    }

    @Test func aDuplicateTagAfterSectionsJoinedIsReported() {
        let json = Self.schema([
            #"{"type": "text", "tag": "name"}"#,
            #"{"type": "text", "tag": "other"}"#,
            #"{"type": "text", "tag": "name"}"#,
        ])
        do {
            _ = try SchemaFixture.form(json)
            Issue.record("a duplicate tag loaded")
        } catch {
            #expect(error.issues.map(\.path) == ["sections[2].rows[0].tag"])
        }
    }

    @Test func aLargeSchemaJoinsWhole() throws {
        var sections: [String] = []
        for s in 0..<40 {
            sections.append((0..<25).map { r in
                let i = s * 25 + r
                return i % 2 == 0 ? #"{"type": "switch", "tag": "r\#(i)", "value": \#(i % 4 == 0)}"#
                    : #"{"type": "text", "tag": "r\#(i)", "hidden": "$r\#(i - 1) == false"}"#
            }.joined(separator: ","))
        }
        let form = try SchemaFixture.form(Self.schema(sections))
        #expect(form.allRows.count == 1_000)
        #expect(form.allSections.count == 40)
        for i in stride(from: 1, to: 1_000, by: 2) {
            #expect(form.rowBy(tag: "r\(i)")?.isHidden == ((i - 1) % 4 != 0), "r\(i)")
        }
    }
}
