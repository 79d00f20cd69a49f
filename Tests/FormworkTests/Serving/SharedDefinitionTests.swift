import Foundation
@testable import Formwork
import Testing

/// The forms of one template share their rows' and sections' definitions, and a
/// form that changes one gets its own: the template and the other forms never see
/// it.
@Suite("Serving: definitions shared by a template's forms")
struct SharedDefinitionTests {
    static func template() throws -> FormTemplate {
        try FormTemplate {
            Form()
                +++ Section("Account") { $0.tag = "account"; $0.footer = "We never share it." }
                    <<< EmailRow("email") {
                        $0.title = "Email"
                        $0.placeholder = "you@example.com"
                        $0.add(rule: RuleRequired())
                        $0.add(rule: RuleEmail())
                    }
                    <<< IntRow("age") { $0.title = "Age"; $0.value = 30; $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
                    <<< PushRow<String>("plan") { $0.title = "Plan"; $0.options = ["Free", "Pro"]; $0.value = "Free" }
                    <<< DateRow("start") { $0.title = "Start"; $0.minimumDate = Date(timeIntervalSince1970: 0) }
                +++ MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
                    $0.tag = "phones"
                    $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = "Phone" } }
                }
        }
    }

    @Test func formsShareTheTemplatesDefinitionsByIdentity() throws {
        let template = try Self.template()
        let a = template.makeForm(), b = template.makeForm()
        for (rowA, rowB) in zip(a.allRows, b.allRows) {
            #expect(rowA !== rowB, "each form has rows of its own")
            #expect(rowA.definition === rowB.definition, "\(rowA) shares its definition")
        }
        for (sectionA, sectionB) in zip(a.allSections, b.allSections) {
            #expect(sectionA !== sectionB && sectionA.definitionStorage === sectionB.definitionStorage)
        }
        #expect(a.rowBy(tag: "age")?.baseValue as? Int == 30, "the value the template's row had")
        #expect(b.rowBy(tag: "plan")?.baseValue as? String == "Free")
    }

    /// Every row of a template's form reads a frozen definition the template
    /// shares; a row of a form built directly has settings of its own, and the
    /// definition read from it is a frozen copy a later change leaves as it was.
    @Test func definitionsAreFrozenAndAChangeGoesIntoTheRowsOwnDraft() throws {
        let template = try Self.template()
        let form = template.makeForm()
        for row in form.allRows {
            #expect(row.sharedDefinition != nil && row.draftStorage == nil, "\(row) reads the template's definition")
        }
        let age = try #require(form.rowBy(tag: "age") as? IntRow)
        let plan = try #require(form.rowBy(tag: "plan") as? PushRow<String>)
        let sharedPlan = try #require(plan.sharedDefinition)
        plan.options = ["Free", "Pro", "Team"]
        plan.selectorTitle = "Choose a plan"
        #expect(plan.sharedDefinition == nil && plan.draftStorage != nil, "the change went into a draft of its own")
        #expect(plan.options == ["Free", "Pro", "Team"] && plan.title == "Plan" && plan.value == "Free",
                "the draft took every setting of the definition, and the state stayed")
        let other = try #require(template.makeForm().rowBy(tag: "plan") as? PushRow<String>)
        #expect(other.sharedDefinition === sharedPlan && other.options == ["Free", "Pro"] && other.selectorTitle == nil)
        #expect(age.resetValue == 30 && age.ruleDescriptors == [.greaterOrEqual(18)])

        let direct = IntRow("years") { $0.title = "Years"; $0.add(rule: RuleRequired()) }
        #expect(direct.sharedDefinition == nil && direct.draftStorage != nil, "built directly: a draft")
        let frozen = direct.definition
        #expect(!frozen.isShared && direct.definition === frozen && direct.draftStorage == nil)
        direct.title = "Age in years"
        direct.removeAllRules()
        #expect(frozen.settings.title == "Years" && frozen.settings.ruleCount == 1, "the frozen copy is as it was")
        #expect(direct.title == "Age in years" && direct.ruleCount == 0 && direct.definition !== frozen)
    }

    /// A row type whose initializer sets a setting, as ported Eureka rows do.
    final class InitializedRow: Row<String>, RowType {
        required init(tag: String?) {
            super.init(tag: tag)
            displayValueFor = nil
            placeholder = "Type here"
        }
    }

    /// A row whose type sets settings as it is made reads, in a template's forms,
    /// the template's definition: what its initializer set there, and what the
    /// template's row was given after.
    @Test func aRowTypeThatSetsSettingsInItsInitializerSharesTheDefinition() throws {
        let template = try FormTemplate {
            Form() +++ Section() <<< InitializedRow("note") { $0.title = "Note"; $0.placeholder = "Say something" }
        }
        let row = try #require(template.makeForm().rowBy(tag: "note") as? InitializedRow)
        #expect(row.draftStorage == nil && row.sharedDefinition != nil)
        #expect(row.tag == "note" && row.title == "Note" && row.placeholder == "Say something")
    }

    @Test func aRowRetitledOnOneFormLeavesTheTemplateAndOtherFormsUntouched() throws {
        let template = try Self.template()
        let a = template.makeForm(), b = template.makeForm()
        let email = try #require(a.rowBy(tag: "email") as? EmailRow)
        let shared = email.definition
        email.title = "Work email"
        email.placeholder = "ada@work.example"
        email.add(rule: RuleMaxLength(maxLength: 40))
        #expect(email.definition !== shared, "the changed row has a definition of its own")
        #expect(email.title == "Work email" && email.ruleDescriptors.count == 3)

        let other = try #require(b.rowBy(tag: "email") as? EmailRow)
        #expect(other.definition === shared)
        #expect(other.title == "Email" && other.placeholder == "you@example.com" && other.ruleDescriptors == [.required, .email])
        let fresh = try #require(template.makeForm().rowBy(tag: "email") as? EmailRow)
        #expect(fresh.definition === shared && fresh.title == "Email")
        other.value = "ada@example.com"
        email.value = String(repeating: "a", count: 41) + "@example.com"
        #expect(other.validate().isEmpty)
        #expect(email.validate().map(\.messageKey) == [.maxLength(40)])

        // Sections and the settings of every row type are copied on write the same way.
        let account = try #require(a.sectionBy(tag: "account"))
        account.footer = "Changed here only."
        #expect(b.sectionBy(tag: "account")?.footer == "We never share it.")
        (a.rowBy(tag: "plan") as? PushRow<String>)?.options = ["Team"]
        #expect((b.rowBy(tag: "plan") as? PushRow<String>)?.options == ["Free", "Pro"])
        (a.rowBy(tag: "start") as? DateRow)?.minimumDate = nil
        #expect((b.rowBy(tag: "start") as? DateRow)?.minimumDate == Date(timeIntervalSince1970: 0))
        (a.sectionBy(tag: "phones") as? MultivaluedSection)?.multivaluedOptions = [.delete]
        #expect((b.sectionBy(tag: "phones") as? MultivaluedSection)?.multivaluedOptions == [.insert, .delete])
        #expect((b.sectionBy(tag: "phones") as? MultivaluedSection)?.addButtonRow != nil)
    }

    @Test func aThousandFormsFromOneTemplateInParallelEachKeepTheirOwnChanges() async throws {
        let template = try Self.template()
        let results = await withTaskGroup(of: (Int, String?, String?, Int, Int).self) { group in
            for index in 0..<1_000 {
                group.addTask {
                    let form = template.makeForm()
                    let email = form.rowBy(tag: "email") as? EmailRow
                    // Every other form changes its definition; all change their state.
                    if index.isMultiple(of: 2) { email?.title = "Email \(index)" }
                    email?.setText("person\(index)@example.com")
                    (form.rowBy(tag: "age") as? IntRow)?.setText(String(index))
                    let group = form.sectionBy(tag: "phones") as? MultivaluedSection
                    for _ in 0..<(index % 3) { _ = try? group?.insertNewRow() }
                    let errors = form.validate()
                    return (index, email?.title, email?.value, errors.count, group?.itemRows.count ?? -1)
                }
            }
            var all: [(Int, String?, String?, Int, Int)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 1_000)
        for (index, title, value, errors, items) in results {
            #expect(title == (index.isMultiple(of: 2) ? "Email \(index)" : "Email"))
            #expect(value == "person\(index)@example.com")
            // Age under 18 fails its rule; each phone added is empty and not required.
            #expect(errors == (index < 18 ? 1 : 0), "form \(index)")
            #expect(items == index % 3)
        }
        let untouched = template.makeForm()
        #expect(untouched.rowBy(tag: "email")?.title == "Email")
        #expect((untouched.rowBy(tag: "age") as? IntRow)?.value == 30)
        #expect((untouched.sectionBy(tag: "phones") as? MultivaluedSection)?.itemRows.isEmpty == true)
    }

    @Test func aCustomRowsSettingsLiveInItsDefinition() throws {
        final class LimitRow: StringFieldRow {
            @RowSetting var limit = 10
        }
        let template = try FormTemplate { Form() +++ Section() <<< LimitRow("note") { $0.limit = 40 } }
        let a = template.makeForm(), b = template.makeForm()
        let noteA = try #require(a.rowBy(tag: "note") as? LimitRow)
        let noteB = try #require(b.rowBy(tag: "note") as? LimitRow)
        #expect(noteA.limit == 40 && noteB.limit == 40 && noteA.definition === noteB.definition)
        noteA.limit = 5
        #expect(noteA.limit == 5 && noteB.limit == 40 && noteA.definition !== noteB.definition)
    }
}

@Suite("Serving: forms outlive their template")
struct FormsOutliveTheirTemplateTests {
    @Test func aFormFindsItsOwnRowsByTagOnceItsTemplateIsGone() throws {
        // The template is released as soon as the form is made; the form's tag table
        // is worked out later, from places, never from the template's own rows.
        let form = try FormTemplate {
            Form() +++ Section("Account") { $0.tag = "account" } <<< TextRow("name") <<< TextRow() <<< EmailRow("email")
        }.makeForm()
        let email = form.rowBy(tag: "email")
        #expect(email != nil)
        #expect(email?.form === form)
        #expect(form.sectionBy(tag: "account")?.form === form)
        form.takeInput(SubmittedFields([(name: "email", value: "ada@example.com"), (name: "account.r1", value: "x")]))
        #expect((email as? EmailRow)?.value == "ada@example.com")
    }
}
