import Formwork
import Testing

/// The ways Eureka's tests add a row to the end of a section.
enum RowAppendStyle: String, CaseIterable, Sendable {
    case appendMethod
    case chainOperator
    case subscriptAtEnd

    func add(_ row: BaseRow, to section: Section) {
        switch self {
        case .appendMethod: section.append(row)
        case .chainOperator: section <<< row
        case .subscriptAtEnd: section[section.count] = row
        }
    }

    /// A form with one section holding rows with `tags`, all built in this style.
    func makeForm(tags: [String]) -> Form {
        let form = Form()
        let section = Section()
        switch self {
        case .appendMethod: form.append(section)
        case .chainOperator: form +++ section
        case .subscriptAtEnd: form[0] = section
        }
        for tag in tags { add(NameRow(tag), to: section) }
        return form
    }
}

@Suite("Inserting, moving and replacing rows")
struct RowsInsertionTests {
    /// Hides the visible rows one by one, then shows the middle one of `allRows`
    /// again; the order of `allRows` must never change.
    private func hideAndShow(_ form: Form, expecting expected: [String],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let section = form[0]
        #expect(section.allSatisfy { $0.section === section }, sourceLocation: sourceLocation)
        #expect(tags(section) == expected, sourceLocation: sourceLocation)

        var row = section[1]
        row.hidden = true
        row.evaluateHidden()
        #expect(row.section === section, sourceLocation: sourceLocation)
        #expect(tags(section) == [expected[0], expected[2]], sourceLocation: sourceLocation)
        #expect(form.allRows.count == 3, sourceLocation: sourceLocation)

        row = section[0]
        row.hidden = true
        #expect(row.section === section, sourceLocation: sourceLocation)
        #expect(tags(section) == [expected[2]], sourceLocation: sourceLocation)

        row = section[0]
        row.hidden = true
        #expect(section.isEmpty, sourceLocation: sourceLocation)
        #expect(tags(form.allRows) == expected, sourceLocation: sourceLocation)

        form.allRows[1].hidden = false
        form.allRows[1].evaluateHidden()
        #expect(tags(section) == [expected[1]], sourceLocation: sourceLocation)

        for row in form.allRows { row.hidden = false }
        #expect(tags(section) == expected, sourceLocation: sourceLocation)
    }

    @Test(arguments: RowAppendStyle.allCases)
    func appendedRowsHideAndShowInPlace(style: RowAppendStyle) {
        let form = style.makeForm(tags: ["r1", "r2", "r3"])
        hideAndShow(form, expecting: ["r1", "r2", "r3"])
    }

    @Test(arguments: RowAppendStyle.allCases)
    func aRemovedRowCanBeAppendedAgain(style: RowAppendStyle) {
        let expectations = [["r2", "r3", "r1"], ["r1", "r3", "r2"], ["r1", "r2", "r3"]]
        for (index, expected) in expectations.enumerated() {
            let form = style.makeForm(tags: ["r1", "r2", "r3"])
            let row = form[0].remove(at: index)
            #expect(row.section == nil)
            #expect(form.rowBy(tag: row.tag!) == nil)
            style.add(row, to: form[0])
            #expect(row.section === form[0])
            #expect(form.rowBy(tag: row.tag!) === row)
            hideAndShow(form, expecting: expected)
        }
    }

    @Test(arguments: RowAppendStyle.allCases)
    func subscriptReplacesRowsOneByOne(style: RowAppendStyle) {
        let form = style.makeForm(tags: ["r1", "r2", "r3"])
        let section = form[0]
        for index in section.indices {
            let new = NameRow("new\(index)")
            let old = section[index]
            #expect(old.section === section)
            section[index] = new
            #expect(new.section === section)
            #expect(old.section == nil)
            #expect(section[index].tag == "new\(index)")
        }
        #expect(tags(form.allRows) == ["new0", "new1", "new2"])
    }

    @Test(arguments: RowAppendStyle.allCases)
    func replaceSubrangeAttachesAndDetaches(style: RowAppendStyle) throws {
        let form = style.makeForm(tags: ["r1", "r2", "r3"])
        let section = form[0]
        let first = try #require(section.first)
        let n1 = NameRow("n1"), n2 = NameRow("n2")

        section.replaceSubrange(0..<1, with: [n1])
        #expect(n1.section === section)
        #expect(first.section == nil)
        #expect(tags(section) == ["n1", "r2", "r3"])

        section.replaceSubrange(0..<1, with: [])
        #expect(n1.section == nil)
        #expect(tags(section) == ["r2", "r3"])

        section.replaceSubrange(0..<1, with: [n1, n2])
        #expect(n1.section === section && n2.section === section)
        #expect(tags(section) == ["n1", "n2", "r3"])

        section.replaceSubrange(0..<section.count, with: [])
        #expect(n1.section == nil && n2.section == nil)
        #expect(section.isEmpty)
        #expect(form.allRows.isEmpty)
    }

    // MARK: Inserting after a given row

    @Test func insertAfterPlacesTheRowRightAfterItsAnchor() throws {
        let form = RowAppendStyle.appendMethod.makeForm(tags: ["r1", "r2", "r3"])
        let section = form[0]
        let r2 = try #require(form.rowBy(tag: "r2"))
        r2.hidden = true
        try section.insert(row: NameRow("new"), after: r2)
        #expect(tags(section.allRows) == ["r1", "r2", "new", "r3"])
        #expect(tags(section) == ["r1", "new", "r3"])
        #expect(form.rowBy(tag: "new")?.section === section)
    }

    @Test func insertAfterARowOfAnotherSectionThrows() throws {
        let form = RowAppendStyle.appendMethod.makeForm(tags: ["r1"])
        let elsewhere = NameRow("elsewhere")
        form +++ Section() <<< elsewhere
        let row = NameRow("new")
        #expect(throws: FormError.rowNotInSection("elsewhere")) {
            try form[0].insert(row: row, after: elsewhere)
        }
        #expect(throws: FormError.rowNotInSection(nil)) {
            try form[0].insert(row: row, after: NameRow())
        }
        #expect(row.section == nil)
        #expect(form.rowBy(tag: "new") == nil)
        #expect(tags(form[0].allRows) == ["r1"])
    }

    // MARK: Appending next to hidden rows (Eureka appends at the very end of allRows)

    @Test(arguments: RowAppendStyle.allCases)
    func appendingAfterAHiddenLastRowKeepsTheNewRowLast(style: RowAppendStyle) {
        let form = style.makeForm(tags: ["r1", "r2"])
        let section = form[0]
        section[1].hidden = true
        style.add(NameRow("new"), to: section)
        #expect(tags(section.allRows) == ["r1", "r2", "new"])

        form.rowBy(tag: "r2")?.hidden = false
        #expect(tags(section) == ["r1", "r2", "new"])
    }

    @Test(arguments: RowAppendStyle.allCases)
    func appendingToASectionWhoseRowsAreAllHiddenKeepsTheNewRowLast(style: RowAppendStyle) {
        let form = style.makeForm(tags: ["r1", "r2"])
        let section = form[0]
        for row in section.allRows { row.hidden = true }
        style.add(NameRow("new"), to: section)
        #expect(tags(section.allRows) == ["r1", "r2", "new"])
    }

    @Test func appendingSeveralRowsAfterAHiddenLastRowKeepsThemLast() {
        let form = RowAppendStyle.appendMethod.makeForm(tags: ["r1", "r2"])
        let section = form[0]
        section[1].hidden = true
        section += [NameRow("n1"), NameRow("n2")] as [BaseRow]
        #expect(tags(section.allRows) == ["r1", "r2", "n1", "n2"])
    }

    @Test func chainingRowsKeepsTheWrittenOrderWhenSomeAreHidden() {
        let form = Form()
        form +++ Section("S")
            <<< TextRow("a")
            <<< TextRow("b") { $0.hidden = true }
            <<< TextRow("c")
            <<< TextRow("d") { $0.hidden = "$a == 'hide d'" }
            <<< TextRow("e")
        #expect(tags(form[0].allRows) == ["a", "b", "c", "d", "e"])
        #expect(tags(form[0]) == ["a", "c", "d", "e"])
    }
}
