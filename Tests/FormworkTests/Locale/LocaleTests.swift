import Foundation
import Formwork
import Testing

/// A form has its own locale and time zone, and words its messages from a catalogue.
@Suite("Locale, time zone and messages")
struct LocaleTests {
    private func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test func aFormIsInUTCAndEnglishUnlessToldOtherwise() {
        let form = Form()
        #expect(form.timeZone.secondsFromGMT(for: Date()) == 0)
        #expect(form.locale.identifier.hasPrefix("en"))
        #expect(form.messages.language == "en")
        let day = DateRow("day")
        form +++ Section() <<< day
        day.setText("2024-05-01")
        #expect(day.value == utc(2024, 5, 1))
    }

    @Test func dateRowsReadAndWriteInTheFormsTimeZone() {
        let form = Form()
        form.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let meeting = DateTimeRow("meeting")
        form +++ Section() <<< meeting
        meeting.setText("2024-05-01T09:30")
        #expect(meeting.value == utc(2024, 5, 1, 0, 30))
        #expect(meeting.text == "2024-05-01T09:30")
        form.timeZone = TimeZone(identifier: "UTC")!
        meeting.value = utc(2024, 5, 1, 0, 30)
        #expect(meeting.text == "2024-05-01T00:30")
    }

    @Test func aRowsOwnTimeZoneWinsOverTheForms() {
        let form = Form()
        form.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let local = TimeRow("local") { $0.timeZone = TimeZone(identifier: "UTC")! }
        form +++ Section() <<< local
        local.value = utc(2024, 5, 1, 8, 15)
        #expect(local.text == "08:15")
    }

    @Test func datesAndNumbersAreShownInTheFormsLocale() {
        let day = DateRow("day") { $0.value = Date(timeIntervalSince1970: 1_714_521_600) }   // 2024-05-01
        let price = DecimalRow("price") { $0.value = 12.5 }
        let form = Form() +++ Section() <<< day <<< price
        #expect(day.displayText == "May 1, 2024")
        #expect(price.displayText == "12.5")
        form.locale = Locale(identifier: "fr_FR")
        #expect(day.displayText == "1 mai 2024")
        #expect(price.displayText == "12,5")
        #expect(price.text == "12.5")
    }

    @Test func decimalsTypedWithTheLocalesSeparatorAreRead() {
        let price = DecimalRow("price")
        let form = Form() +++ Section() <<< price
        price.setText("12,5")
        #expect(price.value == nil)
        form.locale = Locale(identifier: "fr_FR")
        price.setText("12,5")
        #expect(price.value == 12.5)
        price.setText("3.25")
        #expect(price.value == 3.25)
    }

    @Test func frenchWordsEveryBuiltInMessage() {
        let name = TextRow("name") { $0.add(rule: RuleRequired()); $0.add(rule: RuleMaxLength(maxLength: 5)) }
        let age = IntRow("age")
        let ratio = DecimalRow("ratio") { $0.add(rule: RuleGreaterThan(min: 2.5)) }
        let form = Form() +++ Section() <<< name <<< age <<< ratio
        form.messages = .french
        #expect(name.validate().map(\.msg) == ["Ce champ est obligatoire."])
        name.setText("Lovelace")
        #expect(name.validate().map(\.msg) == ["Saisissez au plus 5 caractères."])
        age.setText("12a")
        #expect(age.validate().map(\.msg) == ["Saisissez un nombre entier."])
        ratio.value = 1
        #expect(ratio.validate().map(\.msg) == ["Saisissez une valeur supérieure à 2,5."])
    }

    @Test func aRulesOwnMessageIsKeptInEveryLanguage() {
        let name = TextRow("name") { $0.add(rule: RuleRequired(msg: "Tell us your name.")) }
        let form = Form() +++ Section() <<< name
        form.messages = .french
        #expect(name.validate().map(\.msg) == ["Tell us your name."])
    }

    @Test func oneMessageCanBeReplaced() {
        var messages = FormMessages.english
        messages.required = "Required."
        messages.minLength = { "At least \($0)." }
        let name = TextRow("name") { $0.add(rule: RuleRequired()); $0.add(rule: RuleMinLength(minLength: 3)) }
        let form = Form() +++ Section() <<< name
        form.messages = messages
        #expect(name.validate().map(\.msg) == ["Required."])
        name.setText("Al")
        #expect(name.validate().map(\.msg) == ["At least 3."])
    }

    @Test func englishIsTheDefaultWordingOfRules() {
        #expect(RuleRequired<String>().validationError.msg == "This field is required.")
        #expect(RuleMinLength(minLength: 1).validationError.msg == "Enter at least 1 character.")
        #expect(RuleDecimalPlaces<String>(maxPlaces: 2).validationError.msg == "Use at most 2 decimal places.")
    }

    @Test func decodingProblemsAreWordedInTheFormsLanguage() throws {
        struct Person: Codable { var name: String; var age: Int }
        let form = try Form(model: Person(name: "Ada", age: 36))
        form.messages = .french
        (form.rowBy(tag: "age") as? IntRow)?.value = nil
        #expect(throws: FormDecodingError.self) { try form.decode(Person.self) }
        #expect(form.validationErrorsByTag["age"]?.map(\.msg) == ["Ce champ est obligatoire."])
    }
}
