import Foundation
import Formwork
import Testing

enum OverridePlan: String, Codable, CaseIterable { case basic, plus, premium }
enum OverrideColor: String, Codable, CaseIterable { case red, green, blue, black, white }

struct OverrideAddress: Codable, Equatable {
    var street: String?
    var city: String?
    var zip: String?
}

struct OrderedContact: Codable, FormDescribable {
    var a: String?
    var b: String?
    var c: String?
    var d: String?
    var address = OverrideAddress()

    static var formDescription: FormDescription<OrderedContact> {
        FormDescription { d in
            d.order(\.c, \.a)
            d.order(\.address.city)
        }
    }
}

struct DescribedProfile: Codable, Equatable, FormDescribable {
    var handle = ""
    var bio: String?
    var contactEmail: String?
    var level = 1.0
    var volume = 5
    var accepted = false
    var meeting: Date?
    var plan: OverridePlan = .basic
    var color: OverrideColor = .red
    var nickname: String?
    var age: Int?
    var tier: OverridePlan?

    static var formDescription: FormDescription<DescribedProfile> {
        FormDescription { d in
            d.field(\.handle) { f in
                f.title = "Username"
                f.rowType = .twitter
                f.placeholder = "@you"
            }
            d.field(\.bio) { f in f.rowType = .textArea }
            d.field(\.contactEmail) { f in f.rowType = .text }
            d.field(\.level) { f in f.rowType = .stepper }
            d.field(\.volume) { f in f.rowType = .slider }
            d.field(\.accepted) { f in f.rowType = .check }
            d.field(\.meeting) { f in f.rowType = .dateTime }
            d.field(\.plan) { f in f.rowType = .push }
            d.field(\.color) { f in f.rowType = .segmented }
            d.field(\.nickname) { f in f.defaultValue = "Anon" }
            d.field(\.age) { f in f.defaultValue = 18 }
            d.field(\.tier) { f in f.defaultValue = OverridePlan.plus }
        }
    }
}

struct OptionedOrder: Codable, Equatable, FormDescribable {
    var color: OverrideColor = .red
    var size: String?
    var extras: Set<OverrideColor> = []

    static var formDescription: FormDescription<OptionedOrder> {
        FormDescription { d in
            d.field(\.color) { f in f.setOptions([OverrideColor.red, .blue], title: { $0.rawValue.uppercased() }) }
            d.field(\.size) { f in f.setOptions(["S", "M", "L"], title: { "Size \($0)" }) }
            d.field(\.extras) { f in f.setOptions([OverrideColor.green, .white], title: { "+\($0.rawValue)" }) }
        }
    }
}

struct SectionedSettings: Codable, FormDescribable {
    var name: String?
    var email: String?
    var theme: String?
    var fontSize: Int?
    var newsletter = false

    static var formDescription: FormDescription<SectionedSettings> {
        FormDescription { d in
            d.field(\.email) { f in f.footer = "We never share it." }
            d.field(\.theme) { f in f.header = "Appearance" }
            d.field(\.newsletter) { f in
                f.header = "Mail"
                f.footer = "Weekly."
            }
        }
    }
}

struct ExcludingNote: Codable, Equatable, FormDescribable {
    var title = ""
    var internalNote: String?
    var secret: String?
    var meta: OverrideAddress?
    var last: String?

    static var formDescription: FormDescription<ExcludingNote> {
        FormDescription { d in
            d.exclude(\.internalNote, \.meta)
            d.exclude(keys: "secret")
        }
    }
}

struct ExcludingNestedFields: Codable, FormDescribable {
    var first: String?
    var extra = OverrideAddress()
    var after: String?

    static var formDescription: FormDescription<ExcludingNestedFields> {
        FormDescription { d in d.exclude(\.extra.street, \.extra.city, \.extra.zip) }
    }
}

struct ExtraRowsSignup: Codable, Equatable, FormDescribable {
    var email: String?
    var phones: [String] = []
    var password: String?

    static var formDescription: FormDescription<ExtraRowsSignup> {
        FormDescription { d in
            d.addRow(after: \.email) { LabelRow("emailHint") { $0.value = "We will confirm it." } }
            d.addRow(after: \.phones) { ButtonRow("call") { $0.title = "Call" } }
            d.addRow { ButtonRow("submit") { $0.title = "Sign up" } }
        }
    }
}

struct RuledAccount: Codable, Equatable, FormDescribable {
    var username = ""
    var contact: String?
    var age: Int?
    var score = 0.0
    var code: String?
    var pin: String?

    static var formDescription: FormDescription<RuledAccount> {
        FormDescription { d in
            d.field(\.username) { f in f.rules = [RuleSpecification(.minLength(3), message: "At least 3 letters.")] }
            d.field(\.contact) { f in f.rules = [RuleSpecification(.email)] }
            d.field(\.age) { f in f.rules = [RuleSpecification(.greaterOrEqual(18), message: "Adults only.")] }
            d.field(\.score) { f in f.rules = [RuleSpecification(.smallerOrEqual(10), message: "Ten at most.")] }
            d.field(\.code) { f in
                f.rules = [RuleSpecification(.regex(pattern: "^[A-Z]{3}$", allowsEmpty: true), message: "Three capitals.")]
            }
            d.field(\.pin) { f in f.isRequired = true }
        }
    }
}

struct ConditionalNewsletter: Codable, Equatable, FormDescribable {
    var newsletter = false
    var topic: String?
    var referral: String?
    var frequency: Int?

    static var formDescription: FormDescription<ConditionalNewsletter> {
        FormDescription { d in
            d.field(\.topic) { f in f.hidden = "$newsletter == false" }
            d.field(\.referral) { f in f.disabled = true }
            d.field(\.frequency) { f in f.disabled = "$newsletter == false" }
        }
    }
}

struct SortableSteps: Codable, Equatable, FormDescribable {
    var steps: [String] = ["a", "b", "c"]
    var notes: [String] = []

    static var formDescription: FormDescription<SortableSteps> {
        FormDescription { d in
            d.field(\.steps) { f in
                f.sortable = true
                f.placeholder = "Next step"
            }
        }
    }
}

struct DescribedLists: Codable, Equatable, FormDescribable {
    var show = false
    var codes: [String] = []
    var extras: [String] = []
    var colors: Set<OverrideColor> = []

    static var formDescription: FormDescription<DescribedLists> {
        FormDescription { d in
            d.field(\.codes) { f in
                f.title = "Discount codes"
                f.rules = [RuleSpecification(.minLength(3), message: "Codes have three letters or more.")]
            }
            d.field(\.extras) { f in f.hidden = "$show == false" }
            d.field(\.colors) { f in f.isRequired = true }
        }
    }
}

struct RenamedKeys: Codable, Equatable, FormDescribable {
    var fullName = ""
    var emailAddress: String?
    var home = OverrideAddress()

    enum CodingKeys: String, CodingKey {
        case fullName = "full_name"
        case emailAddress = "email_address"
        case home
    }

    static var formDescription: FormDescription<RenamedKeys> {
        FormDescription { d in
            d.field(key: "full_name") { f in
                f.title = "Your name"
                f.placeholder = "Jane Doe"
            }
            d.field(key: "home.city") { f in f.title = "Town" }
        }
    }
}

struct ConfiguredZip: Codable, FormDescribable {
    var zip: String?
    var other: String?

    static var formDescription: FormDescription<ConfiguredZip> {
        FormDescription { d in
            d.field(\.zip) { f in
                f.title = "From description"
                f.configure = { row in
                    row.title = "Configured \(row.tag ?? "?")"
                    row.validationOptions = .validatesOnChange
                }
            }
        }
    }
}

struct NotRequiredString: Codable, Equatable, FormDescribable {
    var motto = ""

    static var formDescription: FormDescription<NotRequiredString> {
        FormDescription { d in d.field(\.motto) { f in f.isRequired = false } }
    }
}

@Suite("Forms from models: overrides")
struct ModelOverrideTests {
    @Test func orderPutsNamedFieldsFirstAmongTheirSiblings() throws {
        let form = try Form(model: OrderedContact())
        #expect(form.allRows.compactMap(\.tag) == ["c", "a", "b", "d", "address.city", "address.street", "address.zip"])
    }

    @Test func titleRowKindAndPlaceholderOverrideInference() throws {
        let form = try Form(model: DescribedProfile())
        let handle = try #require(form.rowBy(tag: "handle") as? TwitterRow)
        #expect(handle.title == "Username")
        #expect(handle.placeholder == "@you")
        #expect(form.rowBy(tag: "bio") is TextAreaRow)
        #expect(form.rowBy(tag: "contactEmail") is TextRow)
        #expect(form.rowBy(tag: "level") is StepperRow)
        #expect(form.rowBy(tag: "volume") is SliderRow)
        #expect(form.rowBy(tag: "accepted") is CheckRow)
        #expect(form.rowBy(tag: "meeting") is DateTimeRow)
        #expect(form.rowBy(tag: "plan") is PushRow<OverridePlan>)
        #expect(form.rowBy(tag: "color") is SegmentedRow<OverrideColor>)
        // Titles not overridden are still inferred.
        #expect(form.rowBy(tag: "contactEmail")?.title == "Contact Email")
    }

    @Test func overriddenRowKindsStillRoundTrip() throws {
        var model = DescribedProfile()
        model.handle = "ada"
        model.level = 3
        model.volume = 7
        model.accepted = true
        model.plan = .premium
        model.color = .white
        model.nickname = "A"
        model.age = 30
        model.tier = .basic
        let form = try Form(model: model)
        #expect((form.rowBy(tag: "volume") as? SliderRow)?.value == 7)
        #expect((form.rowBy(tag: "level") as? StepperRow)?.value == 3)
        #expect((form.rowBy(tag: "accepted") as? CheckRow)?.value == true)
        #expect(try form.decode(DescribedProfile.self) == model)

        (form.rowBy(tag: "level") as? StepperRow)?.increment()
        form.rowBy(tag: "accepted")?.didSelect()
        var expected = model
        expected.level = 4
        expected.accepted = false
        #expect(try form.decode(DescribedProfile.self) == expected)
    }

    @Test func defaultValuesFillNilPropertiesOnly() throws {
        var empty = DescribedProfile()
        empty.handle = "x"
        let form = try Form(model: empty)
        #expect((form.rowBy(tag: "nickname") as? TextRow)?.value == "Anon")
        #expect((form.rowBy(tag: "age") as? IntRow)?.value == 18)
        #expect((form.rowBy(tag: "tier") as? SegmentedRow<OverridePlan>)?.value == .plus)
        let decoded = try form.decode(DescribedProfile.self)
        #expect(decoded.nickname == "Anon")
        #expect(decoded.age == 18)
        #expect(decoded.tier == .plus)

        var filled = empty
        filled.nickname = "Countess"
        filled.age = 36
        filled.tier = .premium
        let prefilled = try Form(model: filled)
        #expect((prefilled.rowBy(tag: "nickname") as? TextRow)?.value == "Countess")
        #expect((prefilled.rowBy(tag: "age") as? IntRow)?.value == 36)
        #expect((prefilled.rowBy(tag: "tier") as? SegmentedRow<OverridePlan>)?.value == .premium)
    }

    @Test func optionsCanBeASubsetShownThroughATitle() throws {
        let form = try Form(model: OptionedOrder())
        let color = try #require(form.rowBy(tag: "color") as? OptionsRow<OverrideColor>)
        #expect(color.options == [.red, .blue])
        #expect(color.displayText(for: .blue) == "BLUE")
        #expect(color.displayText == "RED")

        let extras = try #require(form.rowBy(tag: "extras") as? MultipleSelectorRow<OverrideColor>)
        #expect(extras.options == [.green, .white])
        #expect(extras.optionDisplayText(.white) == "+white")
        extras.toggle(option: .green)
        #expect(extras.displayText == "+green")
    }

    @Test func optionsMakeAStringPropertyAnOptionRow() throws {
        let form = try Form(model: OptionedOrder())
        let size = try #require(form.rowBy(tag: "size") as? PushRow<String>)
        #expect(size.options == ["S", "M", "L"])
        #expect(size.displayText(for: "M") == "Size M")
        size.select(option: "M")
        #expect(try form.decode(OptionedOrder.self).size == "M")
    }

    @Test func aValueOutsideTheOfferedOptionsIsRejected() throws {
        let form = try Form(model: OptionedOrder())
        let color = try #require(form.rowBy(tag: "color") as? OptionsRow<OverrideColor>)
        color.value = .black
        let error = try #require(throws: FormDecodingError.self) { try form.decode(OptionedOrder.self) }
        #expect(error.tags == ["color"])
        #expect(!color.validationErrors.isEmpty)
    }

    @Test func headersStartSectionsAndFootersEndThem() throws {
        let form = try Form(model: SectionedSettings())
        let sections = form.allSections
        try #require(sections.count == 3)
        #expect(sections[0].header == nil)
        #expect(sections[0].allRows.compactMap(\.tag) == ["name", "email"])
        #expect(sections[0].footer == "We never share it.")
        #expect(sections[1].header == "Appearance")
        #expect(sections[1].allRows.compactMap(\.tag) == ["theme", "fontSize"])
        #expect(sections[1].footer == nil)
        #expect(sections[2].header == "Mail")
        #expect(sections[2].allRows.compactMap(\.tag) == ["newsletter"])
        #expect(sections[2].footer == "Weekly.")
    }

    @Test func excludedFieldsHaveNoRowsAndKeepTheModelsValues() throws {
        var model = ExcludingNote()
        model.title = "Kept"
        model.internalNote = "not shown"
        model.secret = "hidden"
        model.meta = OverrideAddress(street: "1 Main St")
        model.last = "end"
        let form = try Form(model: model)
        #expect(form.allRows.compactMap(\.tag) == ["title", "last"])
        #expect(form.sectionBy(tag: "meta") == nil)
        (form.rowBy(tag: "title") as? TextRow)?.setText("Edited")
        var expected = model
        expected.title = "Edited"
        #expect(try form.decode(ExcludingNote.self) == expected, "excluded properties keep the model's values")
    }

    @Test func excludingEveryFieldOfANestedModelLeavesNoTrace() throws {
        let form = try Form(model: ExcludingNestedFields())
        #expect(form.allRows.compactMap(\.tag) == ["first", "after"])
        #expect(form.sectionBy(tag: "extra") == nil)
        let after = try #require(form.rowBy(tag: "after"))
        #expect(after.section?.header == nil, "the excluded model's header must not title other fields")
        #expect(after.section?.tag == nil)
    }

    @Test func extraRowsGoAfterTheirFieldOrAtTheEnd() throws {
        let form = try Form(model: ExtraRowsSignup())
        #expect(form.allRows.compactMap(\.tag).filter { $0 != "phones" } == ["email", "emailHint", "call", "password", "submit"])
        #expect((form.rowBy(tag: "emailHint") as? LabelRow)?.value == "We will confirm it.")
        #expect(form.allRows.last?.tag == "submit")
        let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        let call = try #require(form.rowBy(tag: "call"))
        #expect(call.section !== phones)
        #expect(phones.itemRows.isEmpty)

        (form.rowBy(tag: "email") as? EmailRow)?.setText("a@b.co")
        let phone = try phones.insertNewRow()
        (phone as? PhoneRow)?.setText("555-0100")
        #expect(try form.decode(ExtraRowsSignup.self) == ExtraRowsSignup(email: "a@b.co", phones: ["555-0100"]))
    }

    @Test func rulesFromSpecificationsValidateTheirRows() throws {
        var model = RuledAccount()
        model.username = "ab"
        model.contact = "not an email"
        model.age = 16
        model.score = 11
        model.code = "abc"
        let form = try Form(model: model)
        #expect(form.rowBy(tag: "username")?.ruleSpecifications.map(\.descriptor) == [.required, .minLength(3)])
        #expect(form.rowBy(tag: "pin")?.ruleSpecifications.map(\.descriptor) == [.required])
        let error = try #require(throws: FormDecodingError.self) { try form.decode(RuledAccount.self) }
        #expect(Set(error.tags) == ["username", "contact", "age", "score", "code", "pin"])
        let messages = Dictionary(error.errors.map { ($0.tag ?? "", $0.msg) }, uniquingKeysWith: { a, _ in a })
        #expect(messages["username"] == "At least 3 letters.")
        #expect(messages["age"] == "Adults only.")
        #expect(messages["score"] == "Ten at most.")
        #expect(messages["code"] == "Three capitals.")
        #expect(messages["pin"] == "This field is required.")
        #expect(form.rowBy(tag: "age")?.validationErrors.map(\.msg) == ["Adults only."])
    }

    @Test func valuesThatPassTheRulesDecode() throws {
        let model = RuledAccount(username: "ada", contact: "ada@example.com", age: 18, score: 10, code: "ABC", pin: "1234")
        let form = try Form(model: model)
        #expect(try form.decode(RuledAccount.self) == model)
    }

    @Test func hiddenAndDisabledConditionsFollowOtherRows() throws {
        let form = try Form(model: ConditionalNewsletter())
        let newsletter = try #require(form.rowBy(tag: "newsletter") as? SwitchRow)
        let topic = try #require(form.rowBy(tag: "topic"))
        let referral = try #require(form.rowBy(tag: "referral"))
        let frequency = try #require(form.rowBy(tag: "frequency"))
        #expect(topic.isHidden)
        #expect(referral.isDisabled)
        #expect(frequency.isDisabled)
        newsletter.didSelect()
        #expect(newsletter.value == true)
        #expect(!topic.isHidden)
        #expect(!frequency.isDisabled)
        #expect(referral.isDisabled)
        (topic as? TextRow)?.setText("Swift")
        #expect(try form.decode(ConditionalNewsletter.self) == ConditionalNewsletter(newsletter: true, topic: "Swift"))
    }

    @Test func sortableListsCanBeReordered() throws {
        let form = try Form(model: SortableSteps())
        let steps = try #require(form.sectionBy(tag: "steps") as? MultivaluedSection)
        let notes = try #require(form.sectionBy(tag: "notes") as? MultivaluedSection)
        #expect(steps.multivaluedOptions == [.insert, .delete, .reorder])
        #expect(notes.multivaluedOptions == [.insert, .delete])
        try steps.moveRow(from: 2, to: 0)
        #expect(try form.decode(SortableSteps.self).steps == ["c", "a", "b"])
        #expect(throws: FormError.self) { try notes.moveRow(from: 0, to: 0) }
    }

    @Test func aListsPlaceholderGoesToNewRows() throws {
        let form = try Form(model: SortableSteps())
        let steps = try #require(form.sectionBy(tag: "steps") as? MultivaluedSection)
        let added = try #require(try steps.insertNewRow() as? TextRow)
        #expect(added.placeholder == "Next step")
        #expect((steps.itemRows.first as? TextRow)?.placeholder == "Next step")
    }

    @Test func renamedCodingKeysAreTagsAndCanBeDescribedByKey() throws {
        let model = RenamedKeys(fullName: "Ada", emailAddress: "ada@example.com", home: OverrideAddress(city: "London"))
        let form = try Form(model: model)
        #expect(form.allRows.compactMap(\.tag) == ["full_name", "email_address", "home.street", "home.city", "home.zip"])
        let name = try #require(form.rowBy(tag: "full_name") as? TextRow)
        #expect(name.title == "Your name")
        #expect(name.placeholder == "Jane Doe")
        #expect(name.value == "Ada")
        #expect(form.rowBy(tag: "email_address") is EmailRow)
        #expect(form.rowBy(tag: "email_address")?.title == "Email Address")
        #expect(form.rowBy(tag: "home.city")?.title == "Town")
        name.setText("Ada Lovelace")
        var expected = model
        expected.fullName = "Ada Lovelace"
        #expect(try form.decode(RenamedKeys.self) == expected)
    }

    @Test func configureRunsLastOnTheFinishedRow() throws {
        let form = try Form(model: ConfiguredZip())
        let zip = try #require(form.rowBy(tag: "zip"))
        #expect(zip.title == "Configured zip")
        #expect(zip.validationOptions == .validatesOnChange)
        #expect(form.rowBy(tag: "other")?.validationOptions == .validatesOnBlur)
    }

    @Test func aNonOptionalStringThatIsNotRequiredDecodesEmpty() throws {
        let form = try Form(model: NotRequiredString())
        #expect(form.rowBy(tag: "motto")?.ruleSpecifications.isEmpty == true)
        #expect(try form.decode(NotRequiredString.self) == NotRequiredString(motto: ""))
    }

    @Test func aTitleOnAListNamesItsSection() throws {
        let form = try Form(model: DescribedLists())
        #expect(form.sectionBy(tag: "codes")?.header == "Discount codes")
    }

    @Test func aRuleOnAListIsNotSilentlyIgnored() throws {
        // A rule given for an array property must either check its items or be
        // refused when the form is built; dropping it would let bad values through.
        let form: Form
        do {
            form = try Form(model: DescribedLists())
        } catch {
            return
        }
        let codes = try #require(form.sectionBy(tag: "codes") as? MultivaluedSection)
        let row = try #require(try codes.insertNewRow() as? any TextInputRow)
        row.setText("ab")
        (form.rowBy(tag: "colors") as? MultipleSelectorRow<OverrideColor>)?.toggle(option: .red)
        let error = try #require(throws: FormDecodingError.self) { try form.decode(DescribedLists.self) }
        #expect(error.errors.map(\.msg) == ["Codes have three letters or more."])
    }

    @Test func aHiddenConditionOnAListHidesItsSection() throws {
        let form = try Form(model: DescribedLists())
        let extras = try #require(form.sectionBy(tag: "extras"))
        #expect(extras.isHidden)
        form.rowBy(tag: "show")?.didSelect()
        #expect(!extras.isHidden)
    }

    @Test func aSetCanBeMadeRequired() throws {
        let form = try Form(model: DescribedLists())
        let colors = try #require(form.rowBy(tag: "colors") as? MultipleSelectorRow<OverrideColor>)
        #expect(colors.ruleSpecifications.map(\.descriptor) == [.required])
        let error = try #require(throws: FormDecodingError.self) { try form.decode(DescribedLists.self) }
        #expect(error.tags.contains("colors"))
        colors.toggle(option: .blue)
        #expect(try form.decode(DescribedLists.self).colors == [.blue])
    }
}

/// A footer on a field followed by one without a header: FXForms starts a new
/// section after a footer.
struct FooterThenField: Codable, FormDescribable {
    var name = ""
    var nickname = ""

    static var formDescription: FormDescription<FooterThenField> {
        FormDescription { d in d.field(\.name) { f in f.footer = "As on your passport." } }
    }
}

@Suite("Model footers")
struct ModelFooterTests {
    @Test func aFooterEndsItsSectionEvenWithoutAHeaderAfterIt() throws {
        let form = try Form(model: FooterThenField())
        let sections = form.allSections
        try #require(sections.count == 2)
        #expect(sections[0].allRows.compactMap(\.tag) == ["name"])
        #expect(sections[0].footer == "As on your passport.")
        #expect(sections[1].allRows.compactMap(\.tag) == ["nickname"])
        #expect(sections[1].header == nil)
    }
}
