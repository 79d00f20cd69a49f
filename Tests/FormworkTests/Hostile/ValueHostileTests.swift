import Foundation
import Formwork
import Testing

/// Values at the edges: nothing that cannot be held is kept, nothing typed is
/// changed without an error.
@Suite("Hostile values")
struct ValueHostileTests {
    @Test func scriptLinksAreRefused() {
        let site = URLRow("site")
        let form = Form() +++ Section() <<< site
        #expect(site.takeInput(.text("javascript:alert(1)")).message == "Enter a web address that starts with http:// or https://.")
        #expect(site.takeInput(.text("JaVaScRiPt:alert(1)")).message != nil)
        #expect(site.value == nil)
        #expect(form.setValues(["site": "data:text/html,<b>x</b>"]).count == 1)
        site.value = URL(string: "javascript:alert(1)")
        #expect(site.validate().map(\.msg) == ["Enter a web address that starts with http:// or https://."])
        #expect(site.takeInput(.text("https://example.com/a")).isAccepted)
        #expect(site.takeInput(.text("example.com/a")).isAccepted)
        #expect(site.value?.absoluteString == "https://example.com/a", "an address typed without a scheme is read as https")
        let mail = URLRow("mail") { $0.allowedSchemes = ["mailto"] }
        form.first?.append(mail)
        #expect(mail.takeInput(.text("mailto:ada@example.com")).isAccepted)
    }

    /// A URL row takes absolute `http` and `https` addresses with a host, and no
    /// user name in front of it, unless the row allows other schemes.
    @Test(arguments: ["//evil.example/x", "http:evil.example", "http:/evil.example", "https:///x", "http://", "https://",
                      "https://bank.example@evil.example/", "https://user:pass@example.com", "ftp://example.com/f",
                      "javascript:alert(1)", "/relative/path", "?q=1", "#top", "mailto:ada@example.com", "localhost:8080/x"])
    func aURLRowRefusesAddressesThatAreNotAbsoluteWebAddresses(_ text: String) {
        let site = URLRow("site")
        let form = Form() +++ Section() <<< site
        let result = site.takeInput(.text(text))
        #expect(!result.isAccepted, "\(text)")
        #expect(result.message?.isEmpty == false)
        #expect(site.value == nil)
        #expect(site.inputText == text, "what was typed stays")
        #expect(form.setValues(["site": text]).count == 1, "\(text) set in code")
        if let url = URL(string: text) {
            site.value = url
            #expect(!site.validate().isEmpty, "\(text) assigned as a URL")
        }
    }

    @Test func aURLRowTakesWebAddressesAndTheSchemesItAllows() {
        let site = URLRow("site")
        let mail = URLRow("mail") { $0.allowedSchemes = ["mailto", "https"] }
        _ = Form() +++ Section() <<< site <<< mail
        for good in ["https://example.com", "http://127.0.0.1:8080/a?b=1#c", "HTTPS://EXAMPLE.COM/x", "https://[::1]:8080/"] {
            #expect(site.takeInput(.text(good)).isAccepted, "\(good)")
        }
        #expect(mail.takeInput(.text("mailto:ada@example.com")).isAccepted)
        #expect(!mail.takeInput(.text("http://example.com")).isAccepted, "http is not among its schemes")
    }

    /// A mask sets aside only spaces and the separators people type to format a
    /// number; any other character that has no place in the pattern is an error,
    /// with the text kept as typed.
    @Test func aMaskNeverDropsWhatWasTypedWithoutSayingSo() {
        let code = TextRow("code") { $0.textMask = TextMask(pattern: "AA-##-**") }
        let phone = PhoneRow("phone")
        _ = Form() +++ Section() <<< code <<< phone
        phone.useFieldKind(.usPhone)
        for text in ["a@b", "ab#12cd", "ab12cd!", "a_b12cd", "ab12cdef"] {
            #expect(!code.takeInput(.text(text)).isAccepted, "\(text)")
            #expect(code.inputText == text)
            #expect(code.value == nil)
        }
        #expect(code.takeInput(.text("ab12cd")).isAccepted)
        #expect(code.value == "ab-12-cd")
        #expect(code.takeInput(.text("ab 12-cd")).isAccepted, "spaces and dashes are formatting")
        #expect(code.value == "ab-12-cd")
        #expect(phone.takeInput(.text("(555) 123-4567")).isAccepted)
        #expect(phone.value == "555-123-4567")
        #expect(!phone.takeInput(.text("+1 555 123 4567")).isAccepted)
        // Digits of the pattern are typed or not: the count of digits tells which.
        let kazakh = TextMask(pattern: "+7 ### ###-##-##")
        for typed in ["7012345678", "+77012345678", "+7 701 234 56 78", "77012345678", "(701) 234-56-78"] {
            #expect(kazakh.check(typed) == ("+7 701 234-56-78", true), "\(typed)")
        }
        #expect(TextMask(pattern: "8 (###) ###-##-##").check("8005553535") == ("8 (800) 555-35-35", true))
        #expect(TextMask(pattern: "8 (###) ###-##-##").check("88005553535") == ("8 (800) 555-35-35", true))
        let identifier = TextMask(pattern: "ID-####")
        #expect(identifier.check("ID-1234") == ("ID-1234", true))
        #expect(identifier.check("1234") == ("ID-1234", true))
        #expect(identifier.check("ID-12I4").fits == false, "a letter of the pattern out of its place is not dropped")
        #expect(identifier.check("ID-1234I").fits == false)
        #expect(TextMask(pattern: "AA-##-**").check("ab-12-c") == ("ab-12-c", true), "a separator typed before * is the pattern's")
        #expect(TextMask.usPhone.check("555-123-4567") == ("555-123-4567", true))
        #expect(TextMask.cardExpiry.check("12/27") == ("12/27", true))
        // Whatever is typed, what a mask of letters and digits keeps holds every
        // character typed that is not formatting, in order.
        var random = Fuzz.generator(41)
        let alphabet = Array("ab12@#!_-. ()/é")
        for round in 0..<(Fuzz.rounds * 10) {
            let text = String((0..<Int.random(in: 0...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let (masked, fits) = TextMask(pattern: "AA-##-AA").check(text)
            guard fits else { continue }
            let kept = text.filter { !" -.()/".contains($0) }
            let shown = masked.replacingOccurrences(of: "-", with: "")
            #expect(shown == String(kept.prefix(shown.count)) && kept.count == shown.count, "\(Fuzz.place(round)): \(text.debugDescription) → \(masked)")
        }
    }

    @Test func aModelHoldingAScriptLinkMakesNoForm() {
        struct Page: Codable { var link: URL }
        #expect(throws: ModelFormError.self) { try Form(model: Page(link: URL(string: "javascript:alert(1)")!)) }
    }

    @Test func decimalsADoubleCannotKeepAreErrors() {
        let price = DecimalRow("price")
        let form = Form() +++ Section() <<< price
        #expect(price.takeInput(.text("12345678901234567.89")).message == "This number is too large or too precise to keep exactly.")
        #expect(price.value == nil)
        #expect(price.text == "12345678901234567.89")
        #expect(price.takeInput(.text("1e400")).message == "This number is too large or too precise to keep exactly.")
        #expect(price.takeInput(.text("0.1")).isAccepted)
        #expect(price.takeInput(.text("12.50")).isAccepted)
        #expect(price.value == 12.5)
        #expect(price.takeInput(.text("nan")).message == "Enter a number.")
        _ = form
    }

    @Test func decodingIntoFloatOrSmallIntegersNeverChangesTheNumber() throws {
        struct Measure: Codable { var ratio: Float; var level: UInt8 }
        let form = try Form(model: Measure(ratio: 0.5, level: 1))
        (form.rowBy(tag: "ratio") as? DecimalRow)?.setText("16777217")
        (form.rowBy(tag: "level") as? IntRow)?.setText("300")
        #expect(throws: FormDecodingError.self) { try form.decode(Measure.self) }
        #expect(form.validationErrorsByTag["ratio"]?.map(\.msg) == ["This number is too large or too precise to keep exactly."])
        #expect(form.validationErrorsByTag["level"]?.map(\.msg) == ["This number is too large or too precise to keep exactly."])
        (form.rowBy(tag: "ratio") as? DecimalRow)?.setText("1e300")
        (form.rowBy(tag: "level") as? IntRow)?.setText("255")
        #expect(throws: FormDecodingError.self) { try form.decode(Measure.self) }
        (form.rowBy(tag: "ratio") as? DecimalRow)?.setText("0.3")
        let decoded = try form.decode(Measure.self)
        #expect(decoded.ratio == 0.3 && decoded.level == 255)
    }

    @Test func anIntegerARowCannotHoldMakesNoForm() {
        struct Counter: Codable { var count: UInt64 }
        #expect(throws: ModelFormError.self) { try Form(model: Counter(count: UInt64.max)) }
        #expect(throws: Never.self) { try Form(model: Counter(count: UInt64(Int.max))) }
    }

    @Test func hiddenRowsContributeNothingUnchecked() throws {
        struct Profile: Codable, Equatable { var showNick = false; var nick = "ok" }
        struct Described: FormDescribable, Codable, Equatable {
            var showNick = false
            var nick = "ok"
            static var formDescription: FormDescription<Described> {
                FormDescription {
                    $0.field(\.nick) { $0.hidden = "$showNick == false"; $0.rules = [RuleSpecification(.maxLength(5))] }
                }
            }
        }
        let form = try Form(model: Described())
        #expect(form.rowBy(tag: "nick")?.isHidden == true)
        form.setValues(["nick": String(repeating: "x", count: 50)])
        #expect(try form.decode(Described.self) == Described(showNick: false, nick: "ok"))
        (form.rowBy(tag: "showNick") as? SwitchRow)?.value = true
        #expect(throws: FormDecodingError.self) { try form.decode(Described.self) }
        _ = Profile()
    }

    @Test func datesOutsideWhatACalendarShowsAreRefused() {
        let day = DateRow("day")
        let form = Form() +++ Section() <<< day
        for bad: Any in [1e300, Double.infinity, Double.nan, -1e15, "10000-01-01", "0000-12-31"] {
            #expect(!day.setBaseValue(bad), "\(bad)")
        }
        #expect(day.value == nil)
        day.value = Date(timeIntervalSince1970: .nan)
        #expect(day.text == "")
        #expect(day.displayText == "")
        #expect(day.validate().map(\.msg) == ["Choose a date between the years 1 and 9999."])
        day.value = Date(timeIntervalSince1970: 1e15)
        #expect(day.validate().map(\.msg) == ["Choose a date between the years 1 and 9999."])
        #expect(day.takeInput(.text("9999-12-30")).isAccepted)
        _ = form
    }

    @Test func latestDatesCompareAsDates() throws {
        let day = DateRow("day")
        let flag = TextRow("late") { $0.hidden = "$day < '2024-01-01'" }
        let form = Form() +++ Section() <<< day <<< flag
        day.takeInput(.text("9999-12-30"))
        #expect(!flag.isHidden)
        day.takeInput(.text("0100-01-01"))
        #expect(flag.isHidden)
        _ = form
    }

    @Test func notANumberAndInfinityAreRefusedEverywhere() {
        let slider = SliderRow("s"), stepper = StepperRow("t"), decimal = DecimalRow("d")
        let form = Form() +++ Section() <<< slider <<< stepper <<< decimal
        for bad: Any in [Double.nan, Double.infinity, -Double.infinity, Float.nan, "nan", "inf"] {
            #expect(!slider.setBaseValue(bad), "\(bad)")
            #expect(!stepper.setBaseValue(bad), "\(bad)")
            #expect(!decimal.setBaseValue(bad), "\(bad)")
        }
        #expect(form.setValues(["s": 1e300]).count == 1, "1e300 is no Float")
        #expect(form.setValues(["s": 16777217]).count == 1)
        #expect(form.setValues(["s": 0.1]).isEmpty)
        #expect(slider.value == 0.1)
    }
}
