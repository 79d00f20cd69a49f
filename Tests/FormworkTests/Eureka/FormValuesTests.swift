import Formwork
import Testing

@Suite("Form values")
struct FormValuesTests {
    @Test(arguments: [false, true])
    func taggedRowsAppearWithTheirValuesEvenWhenEmpty(includeHidden: Bool) throws {
        let form = Form()
        let row = TextRow("tagged")
        form +++ Section() <<< row

        var values = form.values(includeHidden: includeHidden)
        #expect(values.count == 1)
        let empty = try #require(values["tagged"])
        #expect(empty == nil)

        row.value = "Hi!"
        values = form.values(includeHidden: includeHidden)
        #expect(values["tagged"] as? String == "Hi!")

        form +++ Section() <<< TextRow { $0.value = "untagged" }
        #expect(form.values(includeHidden: includeHidden).count == 1)
    }

    @Test func hiddenRowsAreLeftOutUnlessAskedFor() {
        let form = Form()
        form +++ Section() <<< TextRow("shown") { $0.value = "Hi!" }
        form +++ Section() <<< TextRow()
        let invisible = TextRow("invisible")
        invisible.hidden = true
        invisible.value = "Bye!"
        form +++ Section() <<< invisible

        #expect(form.allRows.count == 3)
        #expect(form.rows.count == 2)
        #expect(form.values().count == 1)
        #expect(form.values()["shown"] as? String == "Hi!")
        let all = form.values(includeHidden: true)
        #expect(all.count == 2)
        #expect(all["invisible"] as? String == "Bye!")
    }

    @Test func rowsOfAHiddenSectionAreLeftOutUnlessAskedFor() {
        let form = Form()
        form +++ Section() <<< SwitchRow("more") { $0.value = false }
        form +++ Section { $0.hidden = "$more == false" } <<< IntRow("extra") { $0.value = 5 }
        #expect(!form.values().keys.contains("extra"))
        #expect(form.values(includeHidden: true)["extra"] as? Int == 5)

        form.setValues(["more": true])
        #expect(form.values()["extra"] as? Int == 5)
    }

    @Test func valuesAreTypedAsTheRowsAre() {
        let form = Form()
        form +++ Section()
            <<< IntRow("int") { $0.value = 3 }
            <<< DecimalRow("decimal") { $0.value = 2.5 }
            <<< SwitchRow("switch") { $0.value = true }
            <<< PushRow<String>("push") { $0.options = ["a"]; $0.value = "a" }
        let values = form.values()
        #expect(values["int"] as? Int == 3)
        #expect(values["decimal"] as? Double == 2.5)
        #expect(values["switch"] as? Bool == true)
        #expect(values["push"] as? String == "a")
    }

    @Test func taggedSpecialSectionsContributeTheirValue() {
        let form = Form()
        let list = MultivaluedSection(multivaluedOptions: .insert) { $0.tag = "list" }
        form +++ list <<< TextRow { $0.value = "x" } <<< TextRow { $0.value = "y" }
        let choice = SelectableSection<ListCheckRow<Int>>("Pick", selectionType: .singleSelection(enableDeselection: true)) {
            $0.tag = "choice"
        }
        form +++ choice <<< ListCheckRow<Int> { $0.selectableValue = 1 } <<< ListCheckRow<Int> { $0.selectableValue = 2 }
        form +++ Section { $0.tag = "plain" } <<< TextRow()
        choice[1].didSelect()

        let values = form.values()
        #expect((values["list"] as? [Any?])?.map { $0 as? String } == ["x", "y"])
        #expect(values["choice"] as? Int == 2)
        #expect(!values.keys.contains("plain"))
    }

    @Test func valuesFollowRemovalAndTagChanges() {
        let form = Form()
        let row = TextRow("before") { $0.value = "v" }
        form +++ Section() <<< row
        row.tag = "after"
        #expect(form.values().keys.sorted() == ["after"])
        form[0].removeAll()
        #expect(form.values().isEmpty)
    }
}
