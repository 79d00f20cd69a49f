import Foundation
import Formwork
import Testing

/// `hidden` and `disabled` expressions of a schema work in the form built from it.
@Suite("Forms from JSON: conditions")
struct SchemaConditionTests {
    @Test func aRowHiddenByASwitch() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "switch", "tag": "newsletter", "value": true},
            {"type": "segmented", "tag": "frequency", "options": ["Daily", "Weekly"], "value": "Weekly",
             "hidden": "$newsletter == false"}
            """)
        let frequency = try #require(form.rowBy(tag: "frequency"))
        let newsletter = try #require(form.rowBy(tag: "newsletter") as? SwitchRow)
        #expect(!frequency.isHidden)
        #expect(form.rows.map(\.tag) == ["newsletter", "frequency"])
        newsletter.value = false
        #expect(frequency.isHidden)
        #expect(form.rows.map(\.tag) == ["newsletter"])
        // Hidden rows keep their value but leave the visible values.
        #expect(form.values()["frequency"] == nil)
        #expect(form.values(includeHidden: true)["frequency"] as? String == "Weekly")
        newsletter.didSelect()
        #expect(!frequency.isHidden)
    }

    @Test func conditionsHoldFromTheStart() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "switch", "tag": "on", "value": false},
            {"type": "text", "tag": "shown", "hidden": "$on == true"},
            {"type": "text", "tag": "hidden", "hidden": "$on == false"},
            {"type": "text", "tag": "disabled", "disabled": "$on == false"},
            {"type": "text", "tag": "enabled", "disabled": "$on == true"}
            """)
        #expect(form.rowBy(tag: "shown")?.isHidden == false)
        #expect(form.rowBy(tag: "hidden")?.isHidden == true)
        #expect(form.rowBy(tag: "disabled")?.isDisabled == true)
        #expect(form.rowBy(tag: "enabled")?.isDisabled == false)
    }

    @Test func disabledFollowsANumber() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "int", "tag": "age", "value": 16},
            {"type": "check", "tag": "wine", "title": "Add wine", "disabled": "$age < 18 OR $age == nil"}
            """)
        let wine = try #require(form.rowBy(tag: "wine") as? CheckRow)
        let age = try #require(form.rowBy(tag: "age") as? IntRow)
        #expect(wine.isDisabled)
        wine.didSelect()
        #expect(wine.value == nil, "a disabled row ignores selection")
        age.setText("21")
        #expect(!wine.isDisabled)
        wine.didSelect()
        #expect(wine.value == true)
        age.setText("")
        #expect(wine.isDisabled)
    }

    @Test func constantConditions() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "text", "tag": "always", "hidden": "TRUEPREDICATE"},
            {"type": "text", "tag": "never", "hidden": "FALSEPREDICATE"},
            {"type": "text", "tag": "readOnly", "disabled": "true"},
            {"type": "text", "tag": "editable", "disabled": "false"}
            """)
        #expect(form.rowBy(tag: "always")?.isHidden == true)
        #expect(form.rowBy(tag: "never")?.isHidden == false)
        #expect(form.rowBy(tag: "readOnly")?.isDisabled == true)
        #expect(form.rowBy(tag: "editable")?.isDisabled == false)
    }

    @Test func aSectionHiddenByARowOfAnotherSection() throws {
        let form = try SchemaFixture.form("""
            {"sections": [
              {"rows": [{"type": "push", "tag": "plan", "options": ["free", "pro"], "value": "free"}]},
              {"tag": "billing", "header": "Billing", "hidden": "$plan != 'pro'", "rows": [
                {"type": "text", "tag": "card", "rules": [{"rule": "required"}]}]}
            ]}
            """)
        let billing = try #require(form.sectionBy(tag: "billing"))
        #expect(billing.isHidden)
        #expect(form.allSections.count == 2)
        #expect(form.count == 1)
        // A hidden section's rows are not validated by default.
        #expect(form.validate().isEmpty)
        (form.rowBy(tag: "plan") as? PushRow<String>)?.select(option: "pro")
        #expect(!billing.isHidden)
        #expect(form.count == 2)
        #expect(form.validate().map(\.tag) == ["card"])
    }

    @Test func hidingPropagatesThroughAChain() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "switch", "tag": "a", "value": true},
            {"type": "switch", "tag": "b", "value": true, "hidden": "$a == false"},
            {"type": "text", "tag": "c", "hidden": "$b != true"}
            """)
        #expect(form.rowBy(tag: "c")?.isHidden == false)
        (form.rowBy(tag: "a") as? SwitchRow)?.value = false
        // b is hidden, so it reads as nil, and c hides too.
        #expect(form.rowBy(tag: "b")?.isHidden == true)
        #expect(form.rowBy(tag: "c")?.isHidden == true)
    }

    @Test func conditionsReadASelectableSectionsChoice() throws {
        let form = try SchemaFixture.form("""
            {"sections": [
              {"kind": "selectable", "tag": "delivery", "rows": [
                {"type": "listCheck", "tag": "pickup", "selectableValue": "pickup", "value": true},
                {"type": "listCheck", "tag": "courier", "selectableValue": "courier"}]},
              {"rows": [{"type": "text", "tag": "address", "hidden": "$delivery != 'courier'"},
                        {"type": "time", "tag": "slot", "disabled": "$delivery == 'courier'"}]}
            ]}
            """)
        #expect(form.rowBy(tag: "address")?.isHidden == true)
        #expect(form.rowBy(tag: "slot")?.isDisabled == false)
        form.rowBy(tag: "courier")?.didSelect()
        #expect(form.rowBy(tag: "address")?.isHidden == false)
        #expect(form.rowBy(tag: "slot")?.isDisabled == true)
    }

    @Test func conditionsWithListsAndStrings() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "push", "tag": "country", "options": ["US", "CA", "FR"], "value": "FR"},
            {"type": "text", "tag": "state", "hidden": "NOT ($country IN {'US', 'CA'})"},
            {"type": "text", "tag": "name", "value": "Zoe"},
            {"type": "label", "tag": "greeting", "hidden": "NOT ($name BEGINSWITH[c] 'a')"}
            """)
        #expect(form.rowBy(tag: "state")?.isHidden == true)
        #expect(form.rowBy(tag: "greeting")?.isHidden == true)
        (form.rowBy(tag: "country") as? PushRow<String>)?.value = "CA"
        (form.rowBy(tag: "name") as? TextRow)?.value = "ann"
        #expect(form.rowBy(tag: "state")?.isHidden == false)
        #expect(form.rowBy(tag: "greeting")?.isHidden == false)
    }

    @Test func conditionsReadMultipleSelections() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "multipleSelector", "tag": "topics", "options": ["Swift", "Rust"], "value": ["Rust"]},
            {"type": "text", "tag": "swiftVersion", "hidden": "NOT ($topics CONTAINS 'Swift')"}
            """)
        #expect(form.rowBy(tag: "swiftVersion")?.isHidden == true)
        (form.rowBy(tag: "topics") as? MultipleSelectorRow<String>)?.toggle(option: "Swift")
        #expect(form.rowBy(tag: "swiftVersion")?.isHidden == false)
    }

    @Test func conditionsKeepTheirTextOnTheRows() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "switch", "tag": "on"},
            {"type": "text", "tag": "t", "hidden": "$on == false", "disabled": "$on == nil"}
            """)
        let row = try #require(form.rowBy(tag: "t"))
        guard case .predicate(let hidden)? = row.hidden, case .predicate(let disabled)? = row.disabled else {
            Issue.record("conditions from a schema should be predicates")
            return
        }
        #expect(hidden.format == "$on == false")
        #expect(disabled.format == "$on == nil")
        #expect(hidden.dependencies == ["on"])
    }
}
