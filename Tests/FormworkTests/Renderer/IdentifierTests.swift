import Formwork
import Testing

/// Every row a front end shows has an identifier that is the same on every render
/// and in every form built from the same definition.
@Suite("Renderer API: identifiers")
struct IdentifierTests {
    static func makeForm() -> Form {
        Form()
            +++ Section("Account") { $0.tag = "account" }
                <<< EmailRow("email")
                <<< LabelRow { $0.title = "Note" }
                <<< DateInlineRow("start")
            +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder]) {
                $0.tag = "phones"
                $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
            }
            +++ Section()
                <<< ButtonRow { $0.title = "Save" }
                <<< TextRow("first name")
    }

    @Test func everyKindOfRowHasItsIdentifier() throws {
        let form = Self.makeForm()
        let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        try phones.insertNewRow()
        try phones.insertNewRow()
        let start: DateInlineRow = try #require(form.rowBy(tag: "start"))
        start.expandInlineRow()
        let ids = form.allRows.map(\.identifier)
        #expect(ids == ["email", "account.r1", "start", "start.picker", "phones.0", "phones.1", "phones.add",
                        "s2.r0", "first~20name"])
        #expect(form.allSections.map(\.identifier) == ["account", "phones", "s2"])
        #expect(start.expandedInlineRow?.isInlinePicker == true)
        #expect(start.expandedInlineRow?.inlineOwner === start)
        #expect(!start.isInlinePicker)
    }

    @Test func identifiersFindTheirRowsAgain() throws {
        let form = Self.makeForm()
        let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        try phones.insertNewRow()
        let start: DateInlineRow = try #require(form.rowBy(tag: "start"))
        start.expandInlineRow()
        for row in form.allRows {
            #expect(form.row(withIdentifier: row.identifier) === row, "\(row.identifier)")
        }
        for section in form.allSections {
            #expect(form.section(withIdentifier: section.identifier) === section)
        }
    }

    @Test func identifiersAreTheSameInAFormBuiltAgain() throws {
        let first = Self.makeForm(), second = Self.makeForm()
        for form in [first, second] {
            try (form.sectionBy(tag: "phones") as? MultivaluedSection)?.insertNewRow()
        }
        #expect(first.allRows.map(\.identifier) == second.allRows.map(\.identifier))
    }

    @Test func anExpandedPickerDoesNotMoveTheRowsAfterIt() throws {
        let form = Form() +++ Section() <<< DateInlineRow { $0.title = "Day" } <<< LabelRow { $0.title = "After" }
        let label = try #require(form.allRows.last)
        #expect(label.identifier == "s0.r1")
        form.allRows.first?.didSelect()
        #expect(form.allRows.count == 3)
        #expect(label.identifier == "s0.r1")
        #expect(form.row(withIdentifier: "s0.r1") === label)
    }

    @Test func itemsAreKnownByPositionAfterMovesAndDeletes() throws {
        let form = Self.makeForm()
        let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        let a = try phones.insertNewRow(), b = try phones.insertNewRow(), c = try phones.insertNewRow()
        try phones.moveRow(from: 2, to: 0)
        #expect([c, a, b].map(\.identifier) == ["phones.0", "phones.1", "phones.2"])
        try phones.deleteRow(at: 0)
        #expect([a, b].map(\.identifier) == ["phones.0", "phones.1"])
        #expect(form.row(withIdentifier: "phones.2") == nil)
    }

    @Test func madeUpIdentifiersFindNothing() {
        let form = Self.makeForm()
        for name in ["nope", "phones.7", "phones.-1", "phones.01", "s9.r0", "s2.r99", "email.picker", "account.add",
                     "~zz", "~", "s2.r", "s0.r0", ".", ""] {
            #expect(form.row(withIdentifier: name) == nil, "\(name)")
        }
        #expect(form.row(withIdentifier: "s0.r0") == nil, "a tagged row answers to its tag only")
    }

    @Test func identifiersHoldNoSpacesQuotesOrMarkup() {
        let form = Form() +++ Section() <<< TextRow("a \"quoted\" <tag> & more") <<< TextRow("") <<< TextRow("é")
        let ids = form.allRows.map(\.identifier)
        #expect(ids == ["a~20~22quoted~22~20~3Ctag~3E~20~26~20more", "~", "~C3~A9"])
        for (row, id) in zip(form.allRows, ids) {
            #expect(form.row(withIdentifier: id) === row)
        }
    }

    @Test func exactlyLettersDigitsAndUnderscoreHyphenDotColonStandAsTheyAre() {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.:".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in UInt8(1)...UInt8(127) {
            let tag = String(decoding: [byte], as: UTF8.self)
            let expected = safe.contains(byte) ? tag : String(decoding: [UInt8(ascii: "~"), hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            #expect(TextRow(tag).identifier == expected, "byte \(byte)")
            // In a longer tag too, wherever it stands.
            #expect(TextRow("a" + tag + "b").identifier == "a" + expected + "b", "byte \(byte)")
        }
    }
}

extension IdentifierTests {
    @Test func aRetaggedRowIsKnownByItsNewTagInFormsAndTemplates() throws {
        let row = TextRow("first name")
        #expect(row.identifier == "first~20name")
        row.tag = "given/name"
        #expect(row.identifier == "given~2Fname")
        let form = Form() +++ Section() <<< row
        row.tag = "nick"
        #expect(row.identifier == "nick")
        #expect(form.reachableRow(withIdentifier: "nick") === row)
        let template = try FormTemplate { Form() +++ Section() <<< TextRow("a b") }
        let copy = try #require(template.makeForm().allRows.first)
        #expect(copy.identifier == "a~20b")
        copy.tag = "c"
        #expect(copy.identifier == "c")
        #expect(template.makeForm().allRows.first?.identifier == "a~20b")
    }
}
