import Foundation
import Formwork
import Testing

enum InferPlan: String, Codable, CaseIterable { case free, pro, team }
enum InferQuarter: String, Codable, CaseIterable { case q1, q2, q3, q4 }
enum InferWeekday: String, Codable, CaseIterable { case monday, tuesday, wednesday, thursday, friday }
enum InferLevel: Int, Codable, CaseIterable { case low = 1, medium, high }

struct InferPostal: Codable, Equatable {
    var street = ""
    var city = ""
    var zip: String?
}

/// One property of every supported leaf type, non-optional and pre-filled.
struct InferAll: Codable {
    var name = "Ada"
    var workEmail = "ada@example.com"
    var newPassword = "secret"
    var homepageURL = "https://ada.dev"
    var blogUrl = "https://blog.ada.dev"
    var mobilePhone = "555-0100"
    var urlPath = "/home"
    var emailCount = 3
    var count = 1
    var small: Int8 = -8
    var big: Int64 = 64
    var unsigned: UInt = 7
    var tiny: UInt16 = 16
    var price = 9.5
    var ratio: Float = 0.25
    var amount: Decimal = 12.5
    var subscribed = true
    var birthday = Date(timeIntervalSince1970: 1_000_000_000)
    var website = URL(string: "https://swift.org")!
    var plan: InferPlan = .pro
    var quarter: InferQuarter = .q2
    var weekday: InferWeekday = .friday
    var level: InferLevel = .high
    var days: Set<InferWeekday> = [.monday, .friday]
}

/// The same kinds of property, all optional and nil.
struct InferOptionals: Codable {
    var nickname: String?
    var contactEmail: String?
    var password: String?
    var avatarURL: String?
    var phone: String?
    var age: Int?
    var score: Double?
    var weight: Float?
    var total: Decimal?
    var agreed: Bool?
    var due: Date?
    var link: URL?
    var plan: InferPlan?
    var weekday: InferWeekday?
    var level: InferLevel?
    var days: Set<InferWeekday>?
}

/// Arrays of every supported element type.
struct InferLists: Codable {
    var tags: [String] = ["swift", "linux"]
    var phones: [String] = []
    var emails: [String] = []
    var luckyNumbers: [Int] = [7, 13]
    var weights: [Double] = []
    var dates: [Date] = []
    var links: [URL] = []
    var flags: [Bool] = []
    var plans: [InferPlan] = []
    var levels: [InferLevel] = []
}

/// Leaves, a list and a nested model interleaved, to see sections follow declaration order.
struct InferLayout: Codable {
    var heading = "Hello"
    var phones: [String] = ["555"]
    var count = 0
    var address = InferPostal()
    var note: String?
}

@Suite("Forms from models: inference")
struct ModelInferenceTests {
    private func rowType(_ form: Form, _ tag: String) -> String {
        form.rowBy(tag: tag).map { String(describing: type(of: $0)) } ?? "no row"
    }

    @Test(arguments: [
        ("name", "TextRow"),
        ("workEmail", "EmailRow"),
        ("newPassword", "PasswordRow"),
        ("homepageURL", "URLRow"),
        ("blogUrl", "URLRow"),
        ("mobilePhone", "PhoneRow"),
        ("urlPath", "TextRow"),
        ("emailCount", "IntRow"),
        ("count", "IntRow"),
        ("small", "IntRow"),
        ("big", "IntRow"),
        ("unsigned", "IntRow"),
        ("tiny", "IntRow"),
        ("price", "DecimalRow"),
        ("ratio", "DecimalRow"),
        ("amount", "DecimalRow"),
        ("subscribed", "SwitchRow"),
        ("birthday", "DateRow"),
        ("website", "URLRow"),
        ("plan", "SegmentedRow<InferPlan>"),
        ("quarter", "SegmentedRow<InferQuarter>"),
        ("weekday", "PushRow<InferWeekday>"),
        ("level", "SegmentedRow<InferLevel>"),
        ("days", "MultipleSelectorRow<InferWeekday>"),
    ])
    func rowKindFollowsTypeAndName(tag: String, expected: String) throws {
        let form = try Form(model: InferAll())
        #expect(rowType(form, tag) == expected)
    }

    @Test(arguments: [
        ("nickname", "TextRow"),
        ("contactEmail", "EmailRow"),
        ("password", "PasswordRow"),
        ("avatarURL", "URLRow"),
        ("phone", "PhoneRow"),
        ("age", "IntRow"),
        ("score", "DecimalRow"),
        ("weight", "DecimalRow"),
        ("total", "DecimalRow"),
        ("agreed", "SwitchRow"),
        ("due", "DateRow"),
        ("link", "URLRow"),
        ("plan", "SegmentedRow<InferPlan>"),
        ("weekday", "PushRow<InferWeekday>"),
        ("level", "SegmentedRow<InferLevel>"),
        ("days", "MultipleSelectorRow<InferWeekday>"),
    ])
    func optionalsInferTheSameRowKinds(tag: String, expected: String) throws {
        let form = try Form(model: InferOptionals())
        #expect(rowType(form, tag) == expected)
    }

    @Test func nameRulesOnlyApplyToStrings() throws {
        let form = try Form(model: InferAll())
        // "emailCount" contains "email" but is an Int.
        #expect(form.rowBy(tag: "emailCount") is IntRow)
        #expect(!(form.rowBy(tag: "emailCount") is EmailRow))
        // "urlPath" contains "url" but does not end with it.
        #expect(form.rowBy(tag: "urlPath") is TextRow)
    }

    @Test func enumsWithUpToFourCasesAreSegmentedAndLargerOnesPushed() throws {
        let form = try Form(model: InferAll())
        let three = try #require(form.rowBy(tag: "plan") as? SegmentedRow<InferPlan>)
        let four = try #require(form.rowBy(tag: "quarter") as? SegmentedRow<InferQuarter>)
        let five = try #require(form.rowBy(tag: "weekday") as? PushRow<InferWeekday>)
        #expect(three.options == InferPlan.allCases)
        #expect(four.options == InferQuarter.allCases)
        #expect(five.options == InferWeekday.allCases)
        #expect(three.presentation == .segmented)
        #expect(five.presentation == .push)
    }

    @Test func aSetOfEnumCasesIsAMultipleSelectorOfAllCases() throws {
        let form = try Form(model: InferAll())
        let days = try #require(form.rowBy(tag: "days") as? MultipleSelectorRow<InferWeekday>)
        #expect(days.options == InferWeekday.allCases)
        #expect(days.value == [.monday, .friday])
    }

    @Test func rowsAreInDeclarationOrder() throws {
        let form = try Form(model: InferAll())
        #expect(form.allRows.compactMap(\.tag) == [
            "name", "workEmail", "newPassword", "homepageURL", "blogUrl", "mobilePhone", "urlPath",
            "emailCount", "count", "small", "big", "unsigned", "tiny", "price", "ratio", "amount",
            "subscribed", "birthday", "website", "plan", "quarter", "weekday", "level", "days",
        ])
    }

    @Test func sectionsFollowDeclarationOrder() throws {
        let form = try Form(model: InferLayout())
        let sections = form.allSections
        try #require(sections.count == 5)
        #expect(sections[0].allRows.compactMap(\.tag) == ["heading"])
        #expect(sections[0].header == nil)
        let phones = try #require(sections[1] as? MultivaluedSection)
        #expect(phones.tag == "phones")
        #expect(phones.header == "Phones")
        #expect(sections[2].allRows.compactMap(\.tag) == ["count"])
        #expect(sections[3].tag == "address")
        #expect(sections[3].header == "Address")
        #expect(sections[3].allRows.compactMap(\.tag) == ["address.street", "address.city", "address.zip"])
        #expect(sections[4].allRows.compactMap(\.tag) == ["note"])
        #expect(sections[4].header == nil)
    }

    @Test func rowsArePrefilledWithTheModelsValues() throws {
        let model = InferAll()
        let form = try Form(model: model)
        #expect((form.rowBy(tag: "name") as? TextRow)?.value == "Ada")
        #expect((form.rowBy(tag: "workEmail") as? EmailRow)?.value == "ada@example.com")
        #expect((form.rowBy(tag: "newPassword") as? PasswordRow)?.value == "secret")
        #expect((form.rowBy(tag: "homepageURL") as? URLRow)?.value == URL(string: "https://ada.dev"))
        #expect((form.rowBy(tag: "mobilePhone") as? PhoneRow)?.value == "555-0100")
        #expect((form.rowBy(tag: "count") as? IntRow)?.value == 1)
        #expect((form.rowBy(tag: "small") as? IntRow)?.value == -8)
        #expect((form.rowBy(tag: "big") as? IntRow)?.value == 64)
        #expect((form.rowBy(tag: "unsigned") as? IntRow)?.value == 7)
        #expect((form.rowBy(tag: "tiny") as? IntRow)?.value == 16)
        #expect((form.rowBy(tag: "price") as? DecimalRow)?.value == 9.5)
        #expect((form.rowBy(tag: "ratio") as? DecimalRow)?.value == 0.25)
        #expect((form.rowBy(tag: "amount") as? DecimalRow)?.value == 12.5)
        #expect((form.rowBy(tag: "subscribed") as? SwitchRow)?.value == true)
        #expect((form.rowBy(tag: "birthday") as? DateRow)?.value == model.birthday)
        #expect((form.rowBy(tag: "website") as? URLRow)?.value == model.website)
        #expect((form.rowBy(tag: "plan") as? SegmentedRow<InferPlan>)?.value == .pro)
        #expect((form.rowBy(tag: "quarter") as? SegmentedRow<InferQuarter>)?.value == .q2)
        #expect((form.rowBy(tag: "weekday") as? PushRow<InferWeekday>)?.value == .friday)
        #expect((form.rowBy(tag: "level") as? SegmentedRow<InferLevel>)?.value == .high)
    }

    @Test func nilOptionalsLeaveRowsEmpty() throws {
        let form = try Form(model: InferOptionals())
        for row in form.allRows {
            #expect(row.baseValue == nil, "\(row) should be empty")
        }
    }

    @Test(arguments: [
        "name", "workEmail", "newPassword", "homepageURL", "blogUrl", "mobilePhone", "urlPath", "emailCount",
        "count", "small", "big", "unsigned", "tiny", "price", "ratio", "amount", "birthday", "website",
        "plan", "quarter", "weekday", "level",
    ])
    func nonOptionalValuesAreRequired(tag: String) throws {
        let form = try Form(model: InferAll())
        let row = try #require(form.rowBy(tag: tag))
        #expect(row.ruleSpecifications.contains { $0.descriptor == .required })
        row.setBaseValue(nil)
        #expect(row.validate().map(\.msg) == ["This field is required."])
    }

    @Test(arguments: ["subscribed", "days"])
    func boolsAndSetsAreNotRequired(tag: String) throws {
        let form = try Form(model: InferAll())
        let row = try #require(form.rowBy(tag: tag))
        #expect(!row.ruleSpecifications.contains { $0.descriptor == .required })
        row.setBaseValue(nil)
        #expect(row.validate().isEmpty)
    }

    @Test func optionalValuesAreNotRequired() throws {
        let form = try Form(model: InferOptionals())
        try #require(form.allRows.count == 16)
        for row in form.allRows {
            #expect(!row.ruleSpecifications.contains { $0.descriptor == .required }, "\(row)")
            #expect(row.validate().isEmpty, "\(row)")
        }
    }

    @Test(arguments: [
        ("tags", "TextRow"),
        ("phones", "PhoneRow"),
        ("emails", "EmailRow"),
        ("luckyNumbers", "IntRow"),
        ("weights", "DecimalRow"),
        ("dates", "DateRow"),
        ("links", "URLRow"),
        ("flags", "SwitchRow"),
        ("plans", "SegmentedRow<InferPlan>"),
        ("levels", "SegmentedRow<InferLevel>"),
    ])
    func arraysBecomeMultivaluedSectionsOfTheElementsRow(tag: String, expected: String) throws {
        let form = try Form(model: InferLists())
        let section = try #require(form.sectionBy(tag: tag) as? MultivaluedSection)
        let added = try section.insertNewRow()
        #expect(String(describing: type(of: added)) == expected)
        #expect(section.itemRows.last === added)
    }

    @Test func aListSectionIsTitledPrefilledAndNotRequired() throws {
        let form = try Form(model: InferLists())
        let section = try #require(form.sectionBy(tag: "luckyNumbers") as? MultivaluedSection)
        #expect(section.header == "Lucky Numbers")
        #expect(section.multivaluedOptions.contains(.insert))
        #expect(section.multivaluedOptions.contains(.delete))
        #expect(!section.multivaluedOptions.contains(.reorder))
        #expect(section.itemRows.count == 2)
        #expect(section.itemRows.allSatisfy { $0 is IntRow })
        #expect(section.values().map { $0 as? Int } == [7, 13])
        #expect(section.itemRows.allSatisfy { $0.ruleSpecifications.isEmpty })
        let added = try section.insertNewRow()
        #expect(added.title == "Lucky Number")

        let tags = try #require(form.sectionBy(tag: "tags") as? MultivaluedSection)
        #expect(tags.values().map { $0 as? String } == ["swift", "linux"])
        #expect(tags.itemRows.allSatisfy { $0 is TextRow })
    }

    @Test func aNestedModelIsATitledSectionWithDottedTags() throws {
        let form = try Form(model: InferLayout())
        let section = try #require(form.sectionBy(tag: "address"))
        #expect(section.header == "Address")
        #expect(form.rowBy(tag: "address.street") is TextRow)
        #expect(form.rowBy(tag: "address.street")?.title == "Street")
        #expect(form.rowBy(tag: "address.street")?.section === section)
        #expect(form.rowBy(tag: "street") == nil)
        // The nested model's own optionality rules apply to its fields.
        #expect(form.rowBy(tag: "address.street")?.ruleSpecifications.contains { $0.descriptor == .required } == true)
        #expect(form.rowBy(tag: "address.zip")?.ruleSpecifications.contains { $0.descriptor == .required } == false)
    }
}
