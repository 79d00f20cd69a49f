import Formwork
import Testing

@Suite("Forms and sections as collections")
struct CollectionTests {
    // MARK: Plain collections (no hidden rows)

    @Test func fixturesHaveTheExpectedShape() {
        let date = EurekaFixtures.dateForm()
        #expect(date.count == 1 && date[0].count == 8)
        #expect(EurekaFixtures.shortForm()[0].count == 2)
        let fields = EurekaFixtures.fieldForm()
        #expect(fields.count == 1)
        #expect(tags(fields[0]) == EurekaFixtures.fieldTags)
        let many = EurekaFixtures.manySectionsForm()
        #expect(headers(many) == ["A", "B", "C", "D", "E", "F"])
        #expect(many.allSatisfy { $0.isEmpty && $0.form === many })
    }

    @Test func sectionReplaceSubrangeSubscriptAndAppend() throws {
        let form = EurekaFixtures.fieldForm()
        let section = form[0]
        let replaced = Array(section[3...6])
        #expect(tags(replaced) == ["phone", "password", "website", "count"])

        section.replaceSubrange(3..<7, with: [CheckRow("check1")])
        #expect(section.count == 8)
        #expect(tags(section) == ["text", "fullName", "email", "check1", "ratio", "twitter", "account", "zip"])
        for row in replaced {
            #expect(row.section == nil)
            #expect(form.rowBy(tag: try #require(row.tag)) == nil)
        }

        let ratio = section[4]
        section[4] = CheckRow("check2")
        #expect(section.count == 8)
        #expect(ratio.section == nil)
        #expect(form.rowBy(tag: "ratio") == nil)
        #expect(section.count { $0 is CheckRow } == 2)

        section.append(contentsOf: [CheckRow("check3"), CheckRow("check4"), CheckRow("check5")] as [BaseRow])
        #expect(section.count == 11)
        #expect(form.rowBy(tag: "check5") === section[10])
    }

    @Test func formReplaceSubrangeSubscriptAndAppend() {
        let form = EurekaFixtures.manySectionsForm()
        #expect(form.count == 6)
        let removed = Array(form[2..<5])

        form.replaceSubrange(2..<5, with: [Section("Out of order"), Section()])
        #expect(form.count == 5)
        #expect(headers(form) == ["A", "B", "Out of order", "?", "F"])
        #expect(removed.allSatisfy { $0.form == nil })

        let old = form[3]
        form[3] = Section("There is no order anyway")
        #expect(form.count == 5)
        #expect(old.form == nil)
        #expect(form.count { $0.header?.contains("order") ?? false } == 2)

        form.append(contentsOf: [Section("1"), Section("2")])
        #expect(form.count == 7)
        #expect(headers(form.suffix(2)) == ["1", "2"])
    }

    /// Eureka filters sections and forms like any collection. `filter` on a
    /// range-replaceable collection builds a new one of the same type, so it must not
    /// take rows away from the form or stop the program. Run in a child process,
    /// which must exit normally.
    @Test func filteringASectionOrAFormLeavesThemIntact() async {
        await #expect(processExitsWith: .success) {
            let form = Form()
            let section = Section("S") <<< CheckRow("c1") <<< TextRow("t") <<< CheckRow("c2")
            form +++ section +++ Section("other")
            let checks = section.filter { $0 is CheckRow }
            precondition(checks.count == 2)
            precondition(section.count == 3 && section.allSatisfy { $0.section === section })
            let named = form.filter { $0.header == "S" }
            precondition(named.count == 1)
            precondition(form.count == 2 && section.form === form)
        }
    }

    @Test func slicesKeepTheSectionsIndices() {
        let form = EurekaFixtures.fieldForm()
        let slice = form[0][5...6]
        #expect(slice.startIndex == 5)
        #expect(slice[5] === form[0][5])
        #expect(slice[6] === form[0][6])
        #expect(tags(slice) == ["website", "count"])
    }

    @Test func eventsDescribeEveryStructuralChange() {
        let form = Form()
        let mirror = FormMirror(form)

        form +++= Section("A")
        form +++= TextRow("alone") { $0.value = " " }
        form +++= Section("C") <<< TextRow("c1") <<< TextRow("c2")
        #expect(mirror.count("sectionInserted") == 3)
        #expect(mirror.count("rowInserted") == 0)
        #expect(mirror.matches(form))

        form[0][0] = TextRow("late")
        #expect(mirror.count("rowInserted") == 1)
        form[1][0].baseValue = "a"
        #expect(mirror.count("valueChanged") == 1)
        #expect(mirror.matches(form))

        form[2][1] = TextRow("c3")
        #expect(mirror.count("rowReplaced") == 1)
        #expect(mirror.matches(form))

        form.replaceSubrange(0..<2, with: [Section("replaced in")])
        #expect(headers(form) == ["replaced in", "C"])
        #expect(mirror.matches(form))

        form[1].removeAll()
        #expect(mirror.count("rowRemoved") == 2)
        #expect(mirror.matches(form))

        form.removeAll()
        #expect(form.isEmpty)
        #expect(mirror.matches(form))
        #expect(mirror.count("valueChanged") == 1)
        #expect(mirror.count("rowInserted") == 1)
        #expect(mirror.count("rowReplaced") == 1)
    }

    // MARK: Sections with hidden rows

    /// A section of rows a to e where "b" and "d" are hidden: visible rows are a, c, e.
    /// The rows are hidden once in place, so the order does not depend on how
    /// appending treats hidden rows (see RowsInsertionTests for that).
    private func sectionWithHiddenRows() -> (Form, Section) {
        let form = Form()
        let section = Section("S")
        form +++ section <<< TextRow("a") <<< TextRow("b") <<< TextRow("c") <<< TextRow("d") <<< TextRow("e")
        section[3].hidden = true
        section[1].hidden = true
        return (form, section)
    }

    @Test func subscriptReadsVisibleRowsOnly() {
        let (form, section) = sectionWithHiddenRows()
        #expect(section.form === form)
        #expect(section.count == 3)
        #expect(section.allRows.count == 5)
        #expect(section[0].tag == "a")
        #expect(section[1].tag == "c")
        #expect(section[2].tag == "e")
        #expect(section.last?.tag == "e")
    }

    @Test func subscriptSetReplacesAVisibleRowAndLeavesHiddenRows() {
        let (form, section) = sectionWithHiddenRows()
        let c = section[1]
        section[1] = TextRow("x")
        #expect(tags(section) == ["a", "x", "e"])
        #expect(tags(section.allRows) == ["a", "b", "x", "d", "e"])
        #expect(c.section == nil)
        #expect(form.rowBy(tag: "c") == nil)
        #expect(form.rowBy(tag: "x") === section[1])
    }

    @Test func subscriptSetAtEndIndexAppends() {
        let (form, section) = sectionWithHiddenRows()
        section[section.count] = TextRow("z")
        #expect(tags(section) == ["a", "c", "e", "z"])
        #expect(form.rowBy(tag: "z") === section[3])
        #expect(section.allRows.last?.tag == "z")
    }

    @Test func replaceSubrangeLeavesHiddenRowsInPlace() {
        let (form, section) = sectionWithHiddenRows()
        let c = section[1], e = section[2]
        section.replaceSubrange(1..<3, with: [TextRow("x")])
        #expect(tags(section) == ["a", "x"])
        #expect(tags(section.allRows) == ["a", "x", "b", "d"])
        #expect(c.section == nil && e.section == nil)

        for row in section.allRows { row.hidden = false }
        #expect(tags(section) == ["a", "x", "b", "d"])
        #expect(form.rows.count == 4)
    }

    @Test func replaceSubrangeAtTheStartInsertsBeforeHiddenRows() {
        let form = Form()
        let section = Section()
        form +++ section <<< TextRow("h") { $0.hidden = true } <<< TextRow("v")
        section.replaceSubrange(0..<1, with: [TextRow("n")])
        #expect(tags(section.allRows) == ["n", "h"])
        #expect(tags(section) == ["n"])
    }

    @Test func removeAllAlsoRemovesHiddenRows() {
        let (form, section) = sectionWithHiddenRows()
        let all = section.allRows
        section.removeAll()
        #expect(section.isEmpty)
        #expect(section.allRows.isEmpty)
        #expect(all.allSatisfy { $0.section == nil })
        #expect(form.rowBy(tag: "b") == nil)
        #expect(form.allRows.isEmpty)
    }

    @Test func removeAllWhereAlsoRemovesMatchingHiddenRows() {
        let (form, section) = sectionWithHiddenRows()
        let d = form.rowBy(tag: "d")
        section.removeAll { $0.tag == "d" || $0.tag == "c" }
        #expect(tags(section.allRows) == ["a", "b", "e"])
        #expect(tags(section) == ["a", "e"])
        #expect(d?.section == nil)
        #expect(form.rowBy(tag: "d") == nil)
    }

    @Test func insertAtAVisibleIndexGoesRightAfterThePreviousVisibleRow() {
        let (form, section) = sectionWithHiddenRows()
        section.insert(TextRow("x"), at: 1)
        #expect(form.rowBy(tag: "x") === section[1])
        #expect(tags(section) == ["a", "x", "c", "e"])
        #expect(tags(section.allRows) == ["a", "x", "b", "c", "d", "e"])

        section.insert(TextRow("y"), at: 3)
        #expect(tags(section.allRows) == ["a", "x", "b", "c", "y", "d", "e"])

        section.insert(TextRow("first"), at: 0)
        #expect(section.allRows.first?.tag == "first")
    }

    @Test func removeAtDetachesTheVisibleRow() {
        let (form, section) = sectionWithHiddenRows()
        let removed = section.remove(at: 1)
        #expect(removed.tag == "c")
        #expect(removed.section == nil)
        #expect(removed.form == nil)
        #expect(form.rowBy(tag: "c") == nil)
        #expect(tags(section.allRows) == ["a", "b", "d", "e"])

        // A removed row can join another section.
        let other = Section("other")
        form +++ other <<< removed
        #expect(removed.section === other)
        #expect(form.rowBy(tag: "c") === removed)
    }

    // MARK: Forms with hidden sections

    /// Sections A to E where B and D are hidden (hidden once in place).
    private func formWithHiddenSections() -> Form {
        let form = Form()
        form +++ Section("A") +++ Section("B") +++ Section("C") +++ Section("D") +++ Section("E")
        form[3].hidden = true
        form[1].hidden = true
        return form
    }

    @Test func formSubscriptReadsVisibleSectionsOnly() {
        let form = formWithHiddenSections()
        #expect(form.count == 3)
        #expect(form.allSections.count == 5)
        #expect(headers(form) == ["A", "C", "E"])
        #expect(form[1].header == "C")
    }

    @Test func formSubscriptSetLeavesHiddenSections() {
        let form = formWithHiddenSections()
        let c = form[1]
        form[1] = Section("X")
        #expect(headers(form) == ["A", "X", "E"])
        #expect(headers(form.allSections) == ["A", "B", "X", "D", "E"])
        #expect(c.form == nil)

        form[form.count] = Section("Z")
        #expect(headers(form) == ["A", "X", "E", "Z"])
        #expect(form.allSections.last?.header == "Z")
    }

    @Test func formReplaceSubrangeLeavesHiddenSectionsInPlace() {
        let form = formWithHiddenSections()
        form.replaceSubrange(1..<3, with: [Section("X")])
        #expect(headers(form) == ["A", "X"])
        #expect(headers(form.allSections) == ["A", "X", "B", "D"])
    }

    @Test func formInsertGoesRightAfterThePreviousVisibleSection() {
        let form = formWithHiddenSections()
        form.insert(Section("X"), at: 1)
        #expect(headers(form) == ["A", "X", "C", "E"])
        #expect(headers(form.allSections) == ["A", "X", "B", "C", "D", "E"])
    }

    @Test func formRemoveAllAlsoRemovesHiddenSections() {
        let form = formWithHiddenSections()
        let all = form.allSections
        form.removeAll()
        #expect(form.allSections.isEmpty)
        #expect(all.allSatisfy { $0.form == nil })
    }

    @Test func formRemoveAllWhereAlsoRemovesMatchingHiddenSections() {
        let form = formWithHiddenSections()
        let b = form.allSections[1]
        form.removeAll { $0.header == "B" || $0.header == "E" }
        #expect(headers(form.allSections) == ["A", "C", "D"])
        #expect(b.form == nil)
    }

    @Test func formRemoveAtDetachesTheSectionAndItsRows() {
        let form = formWithHiddenSections()
        form[1] <<< TextRow("inC")
        let removed = form.remove(at: 1)
        #expect(removed.header == "C")
        #expect(removed.form == nil)
        #expect(form.rowBy(tag: "inC") == nil)
        #expect(headers(form.allSections) == ["A", "B", "D", "E"])
    }
}
