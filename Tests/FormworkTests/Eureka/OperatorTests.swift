import Formwork
import Testing

@Suite("Operators: +++, <<<, += and +++=")
struct OperatorTests {
    @Test func rowChainBindsTighterThanFormAppend() {
        let form = Form()
        form +++ TextRow("a") <<< TextRow("b")
        // `<<<` first: the two rows make one section, which joins the form.
        #expect(form.count == 1)
        #expect(tags(form[0]) == ["a", "b"])
    }

    @Test func sectionsBuiltFromRowsOnBothSidesOfFormAppend() {
        let form = TextRow("a") <<< TextRow("b") +++ TextRow("c") <<< TextRow("d")
        #expect(form.count == 2)
        #expect(tags(form[0]) == ["a", "b"])
        #expect(tags(form[1]) == ["c", "d"])
    }

    @Test func twoRowsJoinedByFormAppendGetOneSectionEach() {
        let form = TextRow("a") +++ TextRow("b")
        #expect(form.count == 2)
        #expect(tags(form[0]) == ["a"])
        #expect(tags(form[1]) == ["b"])
    }

    @Test func sectionAndRowMixesMakeForms() {
        let sectionThenRow = Section("S") <<< TextRow("a") +++ TextRow("b")
        #expect(sectionThenRow.count == 2)
        #expect(sectionThenRow[0].header == "S")
        #expect(tags(sectionThenRow[0]) == ["a"])
        #expect(tags(sectionThenRow[1]) == ["b"])

        let rowThenSection = TextRow("c") +++ Section("T") <<< TextRow("d") <<< TextRow("e")
        #expect(rowThenSection.count == 2)
        #expect(tags(rowThenSection[0]) == ["c"])
        #expect(rowThenSection[1].header == "T")
        #expect(tags(rowThenSection[1]) == ["d", "e"])
    }

    @Test func appendingARowToAFormMakesANewSection() {
        let form = Form()
        form +++ Section("first") <<< TextRow("a") <<< TextRow("b")
        form +++ IntRow("one")
        form +++ IntRow("two") <<< IntRow("three") <<< IntRow("four")
        #expect(form.count == 3)
        #expect(form.map(\.count) == [2, 1, 3])
        #expect(tags(form[1]) == ["one"])
        #expect(tags(form[2]) == ["two", "three", "four"])
        #expect(form[1].form === form)
    }

    @Test func longChainKeepsSectionsInOrder() {
        let form = Form()
        form +++ TextRow("t1") <<< TextRow("t2")
        form +++ Section("mid") <<< TextRow("t3") <<< TextRow("t4")
            +++ TextRow("t5")
            +++ Section("end") <<< TextRow("t6")
        #expect(form.map(\.count) == [2, 2, 1, 1])
        #expect(tags(form.rows) == ["t1", "t2", "t3", "t4", "t5", "t6"])
        #expect(headers(form) == ["?", "mid", "?", "end"])
    }

    @Test func formAppendReturnsTheSameForm() {
        let form = Form()
        let returned = form +++ Section("x")
        #expect(returned === form)
        let again = form +++ TextRow("r")
        #expect(again === form)
        #expect(form.count == 2)
    }

    @Test func rowAppendReturnsTheSameSection() {
        let section = Section("s")
        let returned = section <<< TextRow("a")
        #expect(returned === section)
        #expect(tags(section) == ["a"])
    }

    @Test func plusEqualsAppendsArraysOfSections() {
        let form = Form()
        form +++ Section("0")
        form += [Section("1"), Section("2")]
        #expect(headers(form) == ["0", "1", "2"])
        #expect(form.allSections.allSatisfy { $0.form === form })
    }

    @Test func plusEqualsAppendsArraysOfRows() {
        let form = Form()
        let section = Section("s") <<< TextRow("a")
        form +++ section
        section += [TextRow("b"), IntRow("c")] as [BaseRow]
        #expect(tags(section) == ["a", "b", "c"])
        #expect(form.rowBy(tag: "c") === section[2])
    }

    @Test func formAppendInPlaceOperator() {
        let form = Form()
        form +++= Section("A")
        form +++= TextRow("alone") { $0.value = " " }
        form +++= Section("C") <<< TextRow("c1") <<< TextRow("c2")
        #expect(form.count == 3)
        #expect(headers(form) == ["A", "?", "C"])
        #expect(form.map(\.count) == [0, 1, 2])
        #expect(tags(form[1]) == ["alone"])
        #expect(tags(form[2]) == ["c1", "c2"])
    }

    @Test func operatorsRegisterTagsAndConditions() {
        let form = Form()
        form +++ Section("S") <<< SwitchRow("on") { $0.value = false }
            <<< TextRow("shown") { $0.hidden = "$on == false" }
        #expect(form.rowBy(tag: "on") is SwitchRow)
        #expect(form[0].count == 1)
        let on: SwitchRow? = form.rowBy(tag: "on")
        on?.value = true
        #expect(form[0].count == 2)
    }
}
