import Foundation
@testable import Formwork
import Testing

/// One checked definition, a cheap independent form per request.
@Suite("Serving: form templates")
struct FormTemplateTests {
    static func signup() throws -> FormTemplate {
        try FormTemplate {
            Form()
                +++ Section("Account") { $0.tag = "account" }
                    <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
                    <<< PasswordRow("password") { $0.add(rule: RuleMinLength(minLength: 8)) }
                    <<< PasswordRow("confirm") { try! $0.add(ruleSpecification: RuleSpecification(.equalsToRow(tag: "password"))) }
                    <<< SwitchRow("newsletter") { $0.value = true }
                    <<< SegmentedRow<String>("frequency") { $0.options = ["Daily", "Weekly"]; $0.hidden = "$newsletter == false" }
                +++ MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
                    $0.tag = "phones"
                    $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.useFieldKind(.usPhone) } }
                }
        }
    }

    @Test func formsFromOneTemplateAreIndependent() throws {
        let template = try Self.signup()
        let a = template.makeForm(), b = template.makeForm()
        #expect(a !== b)
        (a.rowBy(tag: "email") as? EmailRow)?.setText("ada@example.com")
        (a.rowBy(tag: "newsletter") as? SwitchRow)?.value = false
        #expect((b.rowBy(tag: "email") as? EmailRow)?.value == nil)
        #expect(b.rowBy(tag: "frequency")?.isHidden == false)
        #expect(a.rowBy(tag: "frequency")?.isHidden == true)
        #expect(a.allRows.map(\.identifier) == b.allRows.map(\.identifier))
        #expect(b.validate().map(\.tag) == ["email"])
    }

    @Test func aFormFromATemplateIsTheFormTheDefinitionBuilds() throws {
        let json = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/catalogue.json"))
        let template = try FormTemplate { try Form(schemaJSON: json) }
        let direct = try Form(schemaJSON: json)
        let made = template.makeForm()
        #expect(FormSchema(form: made) == FormSchema(form: direct))
        #expect(made.allRows.map(\.identifier) == direct.allRows.map(\.identifier))
        #expect(made.allRows.count == direct.allRows.count)
    }

    /// A form from a template finds a tag's row from the template's places, and works
    /// its own table out only when its structure changes; a form whose rows move,
    /// leave or arrive first still finds every tag in its own rows, never the
    /// template's.
    @Test func tagsAreFoundInTheFormsOwnRowsAfterAnyChange() throws {
        let template = try Self.signup()
        let untouched = template.makeForm()
        #expect(untouched.templateTagTable != nil)
        let email = try #require(untouched.rowBy(tag: "email"))
        #expect(untouched.templateTagTable != nil, "a look-up that only reads works the table out no more")
        #expect(email.form === untouched)
        #expect(untouched.sectionBy(tag: "phones")?.form === untouched)

        let moved = template.makeForm()
        let account = moved.allSections[0]
        account.insert(account[0], at: 3)
        let detached = account.remove(at: 0)
        moved.allSections[1].append(TextRow("extra"))
        #expect(detached.tag == "password")
        #expect(moved.rowBy(tag: "password") == nil)
        #expect(moved.rowBy(tag: "email")?.form === moved)
        #expect(moved.rowBy(tag: "email")?.indexInList == 1)
        #expect(account.map(\.tag) == ["confirm", "email", "newsletter", "frequency"])
        #expect(moved.rowBy(tag: "extra")?.section === moved.allSections[1])
        #expect(moved.rowBy(tag: "confirm")?.form === moved)
        // Conditions still read the form's own rows.
        (moved.rowBy(tag: "newsletter") as? SwitchRow)?.value = false
        #expect(moved.rowBy(tag: "frequency")?.isHidden == true)
        #expect(template.makeForm().rowBy(tag: "frequency")?.isHidden == false)
    }

    @Test func whatNeverChangesIsSharedNotRebuilt() throws {
        let template = try FormTemplate {
            Form() +++ Section() <<< PushRow<Int>("n") { $0.options = Array(0..<1_000) }
        }
        let first: PushRow<Int> = try #require(template.makeForm().rowBy(tag: "n"))
        let second: PushRow<Int> = try #require(template.makeForm().rowBy(tag: "n"))
        let firstKeys = first.optionStore.keys(), secondKeys = second.optionStore.keys()
        #expect(firstKeys == secondKeys)
        #expect(firstKeys.withUnsafeBufferPointer { $0.baseAddress } == secondKeys.withUnsafeBufferPointer { $0.baseAddress },
                "the option keys the template worked out once are shared")
    }

    /// Copies share a row's options and what was worked out from them, in one box;
    /// a form that changes its own, or works out something new, gets a box of its
    /// own, and neither the template nor another form sees the change.
    @Test func optionsAreSharedUntilAFormChangesItsOwn() throws {
        let template = try FormTemplate {
            Form() +++ Section() <<< PushRow<String>("size") {
                $0.options = ["S", "M", "L"]
                $0.displayValueFor = { $0.map { "Size " + $0 } }
            }
        }
        func size() throws -> PushRow<String> { try #require(template.makeForm().rowBy(tag: "size")) }
        func titles(_ row: PushRow<String>) -> [String] { row.optionLists.flatMap { $0.options.map(\.title) } }
        let a = try size(), b = try size(), c = try size(), d = try size()
        #expect(a.optionStore.boxIdentity == b.optionStore.boxIdentity && b.optionStore.boxIdentity == c.optionStore.boxIdentity)

        b.options = ["XL"]
        c.sectionKeyForValue = { $0 == "S" ? "small" : "large" }
        d.displayValueFor = { $0.map { "Taille " + $0 } }
        #expect(b.optionStore.boxIdentity != a.optionStore.boxIdentity && c.optionStore.boxIdentity != a.optionStore.boxIdentity)
        #expect(titles(b) == ["Size XL"])
        #expect(c.optionLists.first?.groups.map(\.key) == ["small", "large"])
        #expect(titles(d) == ["Taille S", "Taille M", "Taille L"])
        #expect(a.options == ["S", "M", "L"] && titles(a) == ["Size S", "Size M", "Size L"])
        #expect(a.optionLists.first?.groups.map(\.key) == [nil], "another form's grouping is not this one's")
        let fresh = try size()
        #expect(fresh.optionStore.boxIdentity == a.optionStore.boxIdentity, "the template's box is unchanged")
        #expect(fresh.options == ["S", "M", "L"] && titles(fresh) == ["Size S", "Size M", "Size L"])

        // Choosing by key reads each form's own options.
        _ = a.takeInput(.text("M"))
        _ = b.takeInput(.text("M"))
        #expect(a.value == "M" && b.value == nil)
        _ = b.takeInput(.text("XL"))
        #expect(b.value == "XL")
    }

    /// Copies share their rules and what the template worked out from them; a form
    /// that changes a row's rules gets its own, and no other form sees the change.
    @Test func rulesAreSharedUntilAFormChangesItsOwn() throws {
        let template = try Self.signup()
        let a = template.makeForm(), b = template.makeForm(), c = template.makeForm()
        let emailA: EmailRow = try #require(a.rowBy(tag: "email"))
        let emailB: EmailRow = try #require(b.rowBy(tag: "email"))
        let emailC: EmailRow = try #require(c.rowBy(tag: "email"))
        let shared = emailA.definition
        #expect(emailB.definition === shared && emailC.definition === shared)
        #expect(shared.settings.ruleDescriptors == [.required, .email], "worked out once, before copying")
        #expect(shared.settings.englishDescribedRules?.count == 2)

        emailA.add(rule: RuleMaxLength(maxLength: 5))
        emailB.removeAllRules()
        emailC.remove(ruleWithIdentifier: "nothing")
        #expect(emailA.sharedDefinition == nil && emailB.sharedDefinition == nil && emailC.sharedDefinition == nil,
                "a form that changes its rules gets settings of its own")
        let draftA = try #require(emailA.draftStorage), draftB = try #require(emailB.draftStorage)
        #expect(draftA.settings.ruleDescriptors == nil && draftB.settings.ruleDescriptors == nil,
                "a change drops what was worked out from the rules")
        #expect(emailA.ruleCount == 3 && emailB.ruleCount == 0 && emailC.ruleCount == 2)
        #expect(shared.settings.ruleDescriptors == [.required, .email], "the shared definition is not changed")
        #expect(emailA.ruleDescriptors == [.required, .email, .maxLength(5)])
        #expect(emailB.ruleDescriptors.isEmpty && !emailB.isRequired)
        #expect(emailC.ruleDescriptors == [.required, .email])
        #expect(draftA.settings.ruleDescriptors == [.required, .email, .maxLength(5)],
                "worked out again into the form's own draft")
        let fresh: EmailRow = try #require(template.makeForm().rowBy(tag: "email"))
        #expect(fresh.ruleDescriptors == [.required, .email] && fresh.describedRules.count == 2)

        emailA.value = "ada@example.com"
        emailB.value = ""
        #expect(emailA.validate().map(\.messageKey) == [.maxLength(5)], "the rule added to this form runs")
        #expect(emailB.validate().isEmpty, "rules removed from this form no longer run")
        fresh.value = "ada@example.com"
        #expect(fresh.validate().isEmpty)
        fresh.value = ""
        #expect(fresh.validate().map(\.messageKey) == [.required])

        // What was worked out from a row's rules is worked out again when they change.
        let own = EmailRow("own") { $0.add(rule: RuleRequired()) }
        #expect(own.ruleDescriptors == [.required])
        own.add(rule: RuleEmail())
        #expect(own.ruleDescriptors == [.required, .email] && own.describedRules.count == 2)
        #expect(own.hasServerOnlyRules == false)
        own.add(rule: RuleClosure<String> { _ in nil })
        #expect(own.hasServerOnlyRules)
    }

    @Test func everyProblemIsNamedInOneError() {
        struct Broken: Error {}
        do {
            _ = try FormTemplate {
                Form()
                    +++ Section()
                        <<< TextRow("name")
                        <<< TextRow("name")
                        <<< IntRow("a") { $0.hidden = "$b == 1" }
                        <<< IntRow("b") { $0.hidden = "$a == 1" }
                        <<< TextRow("c") { $0.hidden = "$c ==" }
                        <<< TextRow("d") { $0.disabled = "$nobody == true" }
                        <<< TextRow("e") { $0.add(rule: RuleRegExp(regExpr: "(a")) }
                        <<< TextRow("f") { $0.textMask = TextMask(pattern: "---") }
                        <<< IntRow("g") { try! $0.add(ruleSpecification: RuleSpecification(.equalsToRow(tag: "name"))) }
                    +++ MultivaluedSection { $0.multivaluedRowToInsertAt = { _ in TextRow { $0.hidden = "$ghost == 1" } } }
            }
            Issue.record("the template should not build")
        } catch {
            let text = error.problems.joined(separator: "\n")
            #expect(error.problems.count == 8, "\(text)")
            for part in ["duplicate tag \"name\"", "cycle", "expected a value", "$nobody", "(a",
                         "the mask \"---\"", "cannot equal", "$ghost"] {
                #expect(text.contains(part), "\(part) in:\n\(text)")
            }
        }
    }

    @Test func anErrorTheDefinitionThrowsIsReported() {
        struct Offline: Error, CustomStringConvertible { var description: String { "the database is offline" } }
        #expect(throws: FormTemplateError.self) { try FormTemplate { throw Offline() } }
        do {
            _ = try FormTemplate { throw Offline() }
        } catch {
            #expect(error.description.contains("the database is offline"))
        }
    }

    @Test func aCustomRowThatKeepsASettingOutsideItsDefinitionIsReported() throws {
        final class Forgetful: Row<String> {
            var marker = "unset"
            override var valueTypeName: String { "String (\(marker))" }
        }
        final class Faithful: Row<String> {
            @RowSetting var marker = "unset"
            override var valueTypeName: String { "String (\(marker))" }
        }
        #expect(throws: FormTemplateError.self) {
            try FormTemplate { Form() +++ Section() <<< Forgetful("x") { $0.marker = "set"; $0.title = "X" } }
        }
        let template = try FormTemplate { Form() +++ Section() <<< Faithful("x") { $0.marker = "set" } }
        let form = template.makeForm()
        let row = try #require(form.rowBy(tag: "x") as? Faithful)
        #expect(row.marker == "set", "the setting reaches every form")
        row.marker = "this request"
        #expect(row.marker == "this request")
        #expect((template.makeForm().rowBy(tag: "x") as? Faithful)?.marker == "set", "and one form's change stays its own")
        #expect(Faithful().marker == "unset")
    }

    @Test func formsFromModelsDecodeFromEveryCopy() throws {
        struct Person: Codable, Equatable { var name: String; var age: Int? }
        let template = try FormTemplate { try Form(model: Person(name: "Ada", age: nil)) }
        let form = template.makeForm()
        (form.rowBy(tag: "age") as? IntRow)?.setText("36")
        #expect(try form.decode(Person.self) == Person(name: "Ada", age: 36))
        #expect(try template.makeForm().decode(Person.self) == Person(name: "Ada", age: nil))
    }

    @Test func subformsAreCopiedDeeply() throws {
        struct Address: Codable { var city = "" }
        struct Order: Codable { var address = Address() }
        struct Described: FormDescribable, Codable {
            var address = Address()
            static var formDescription: FormDescription<Described> {
                FormDescription { $0.field(\.address) { $0.subform = .pushed } }
            }
        }
        let template = try FormTemplate { try Form(model: Described()) }
        let a = template.makeForm(), b = template.makeForm()
        let subA = try #require(a.rowBy(tag: "address") as? SubformRow)
        let subB = try #require(b.rowBy(tag: "address") as? SubformRow)
        #expect(subA.subform !== subB.subform)
        (subA.subform.rowBy(tag: "address.city") as? TextRow)?.setText("Paris")
        #expect((subB.subform.rowBy(tag: "address.city") as? TextRow)?.value == nil)
        _ = Order()
    }

    @Test func formsMadeInParallelNeverInterfere() async throws {
        let template = try Self.signup()
        let results = await withTaskGroup(of: (Int, String?, Int, Bool).self) { group in
            for i in 0..<200 {
                group.addTask {
                    let form = template.makeForm()
                    (form.rowBy(tag: "email") as? EmailRow)?.takeInput(.text("user\(i)@example.com"))
                    (form.rowBy(tag: "newsletter") as? SwitchRow)?.takeInput(i.isMultiple(of: 2) ? .text("on") : .absent)
                    let phones = form.sectionBy(tag: "phones") as? MultivaluedSection
                    for _ in 0..<(i % 3) { _ = try? phones?.insertNewRow() }
                    _ = form.validate()
                    return (i, (form.rowBy(tag: "email") as? EmailRow)?.value, phones?.itemRows.count ?? -1,
                            form.rowBy(tag: "frequency")?.isHidden ?? false)
                }
            }
            var collected: [(Int, String?, Int, Bool)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 200)
        for (i, email, phones, hidden) in results {
            #expect(email == "user\(i)@example.com")
            #expect(phones == i % 3)
            #expect(hidden == !i.isMultiple(of: 2))
        }
    }
}
