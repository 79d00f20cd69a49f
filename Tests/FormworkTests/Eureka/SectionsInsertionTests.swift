import Formwork
import Testing

/// The ways Eureka's tests add a section to the end of a form.
enum SectionAppendStyle: String, CaseIterable, Sendable {
    case appendMethod
    case formOperator
    case subscriptAtEnd

    func add(_ section: Section, to form: Form) {
        switch self {
        case .appendMethod: form.append(section)
        case .formOperator: form +++ section
        case .subscriptAtEnd: form[form.count] = section
        }
    }

    func makeForm(headers: [String]) -> Form {
        let form = Form()
        for header in headers { add(Section(header), to: form) }
        return form
    }
}

@Suite("Inserting, moving and replacing sections")
struct SectionsInsertionTests {
    /// Hides the visible sections one by one, then shows the middle one of
    /// `allSections` again; the order of `allSections` must never change.
    private func hideAndShow(_ form: Form, expecting expected: [String],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(headers(form) == expected, sourceLocation: sourceLocation)

        var section = form[1]
        section.hidden = true
        section.evaluateHidden()
        #expect(section.form === form, sourceLocation: sourceLocation)
        #expect(headers(form) == [expected[0], expected[2]], sourceLocation: sourceLocation)
        #expect(form.allSections.count == 3, sourceLocation: sourceLocation)

        section = form[0]
        section.hidden = true
        #expect(section.form === form, sourceLocation: sourceLocation)
        #expect(headers(form) == [expected[2]], sourceLocation: sourceLocation)

        section = form[0]
        section.hidden = true
        #expect(form.isEmpty, sourceLocation: sourceLocation)
        #expect(headers(form.allSections) == expected, sourceLocation: sourceLocation)

        form.allSections[1].hidden = false
        form.allSections[1].evaluateHidden()
        #expect(headers(form) == [expected[1]], sourceLocation: sourceLocation)

        for section in form.allSections { section.hidden = false }
        #expect(headers(form) == expected, sourceLocation: sourceLocation)
    }

    @Test(arguments: SectionAppendStyle.allCases)
    func appendedSectionsHideAndShowInPlace(style: SectionAppendStyle) {
        hideAndShow(style.makeForm(headers: ["s1", "s2", "s3"]), expecting: ["s1", "s2", "s3"])
    }

    @Test func insertingAtTheStartPrepends() {
        let form = Form() +++ Section("s1")
        form.insert(Section("s2"), at: 0)
        form.insert(Section("s3"), at: 0)
        hideAndShow(form, expecting: ["s3", "s2", "s1"])
    }

    @Test func insertingASequenceAtTheStartKeepsItsOrder() {
        // `insert(contentsOf:at:)` comes from RangeReplaceableCollection and is
        // declared mutating, hence `var` even though Form is a class.
        var form = Form() +++ Section("s1")
        form.insert(contentsOf: [Section("s2"), Section("s3")], at: 0)
        hideAndShow(form, expecting: ["s2", "s3", "s1"])
    }

    @Test(arguments: SectionAppendStyle.allCases)
    func aRemovedSectionCanBeAppendedAgain(style: SectionAppendStyle) {
        let expectations = [["s2", "s3", "s1"], ["s1", "s3", "s2"], ["s1", "s2", "s3"]]
        for (index, expected) in expectations.enumerated() {
            let form = style.makeForm(headers: ["s1", "s2", "s3"])
            let section = form.remove(at: index)
            #expect(section.form == nil)
            style.add(section, to: form)
            #expect(section.form === form)
            hideAndShow(form, expecting: expected)
        }
    }

    @Test(arguments: SectionAppendStyle.allCases)
    func subscriptReplacesSectionsOneByOne(style: SectionAppendStyle) {
        let form = style.makeForm(headers: ["s1", "s2", "s3"])
        for index in form.indices {
            let new = Section("new\(index)")
            let old = form[index]
            #expect(old.form === form)
            form[index] = new
            #expect(new.form === form)
            #expect(old.form == nil)
            #expect(form[index].header == "new\(index)")
        }
        #expect(headers(form.allSections) == ["new0", "new1", "new2"])
    }

    @Test(arguments: SectionAppendStyle.allCases)
    func replaceSubrangeAttachesAndDetaches(style: SectionAppendStyle) throws {
        let form = style.makeForm(headers: ["s1", "s2", "s3"])
        let first = try #require(form.first)
        let n1 = Section("n1"), n2 = Section("n2")

        form.replaceSubrange(0..<1, with: [n1])
        #expect(n1.form === form)
        #expect(first.form == nil)
        #expect(form.count == 3)

        form.replaceSubrange(0..<1, with: [])
        #expect(n1.form == nil)
        #expect(headers(form) == ["s2", "s3"])

        form.replaceSubrange(0..<1, with: [n1, n2])
        #expect(n1.form === form && n2.form === form)
        #expect(headers(form) == ["n1", "n2", "s3"])

        form.replaceSubrange(0..<form.count, with: [])
        #expect(n1.form == nil && n2.form == nil)
        #expect(form.isEmpty)
        #expect(form.allSections.isEmpty)
    }

    @Test func rowsOfAReplacedSectionLeaveTheForm() {
        let form = Form()
        form +++ Section("old") <<< TextRow("inOld")
        form[0] = Section("new") <<< TextRow("inNew")
        #expect(form.rowBy(tag: "inOld") == nil)
        #expect(form.rowBy(tag: "inNew") != nil)
        #expect(tags(form.allRows) == ["inNew"])
    }

    // MARK: Appending next to hidden sections (Eureka appends at the very end)

    @Test(arguments: SectionAppendStyle.allCases)
    func appendingAfterAHiddenLastSectionKeepsTheNewSectionLast(style: SectionAppendStyle) {
        let form = style.makeForm(headers: ["s1", "s2"])
        form[1].hidden = true
        style.add(Section("new"), to: form)
        #expect(headers(form.allSections) == ["s1", "s2", "new"])

        form.allSections.first { $0.header == "s2" }?.hidden = false
        #expect(headers(form) == ["s1", "s2", "new"])
    }

    @Test(arguments: SectionAppendStyle.allCases)
    func appendingToAFormWhoseSectionsAreAllHiddenKeepsTheNewSectionLast(style: SectionAppendStyle) {
        let form = style.makeForm(headers: ["s1", "s2"])
        for section in form.allSections { section.hidden = true }
        style.add(Section("new"), to: form)
        #expect(headers(form.allSections) == ["s1", "s2", "new"])
    }

    @Test func chainingSectionsKeepsTheWrittenOrderWhenSomeAreHidden() {
        let form = Form()
        form +++ Section("a")
            +++ Section("b") { $0.hidden = true }
            +++ Section("c")
        #expect(headers(form.allSections) == ["a", "b", "c"])
        #expect(headers(form) == ["a", "c"])
    }
}
