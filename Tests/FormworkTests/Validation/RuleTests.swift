import Foundation
import Formwork
import Testing

@Suite("Validation rules accept and reject")
struct RuleTests {
    @Test func requiredRejectsMissingBlankAndEmptyCollections() {
        let rule = RuleRequired<String>()
        #expect(rule.isValid(value: nil) == rule.validationError)
        #expect(rule.isValid(value: "") != nil)
        #expect(rule.isValid(value: "   \n") != nil)
        #expect(rule.isValid(value: "x") == nil)
        let setRule = RuleRequired<Set<Int>>()
        #expect(setRule.isValid(value: []) != nil)
        #expect(setRule.isValid(value: [1]) == nil)
        #expect(RuleRequired<Int>().isValid(value: 0) == nil)
        #expect(RuleRequired<Bool>().isValid(value: false) == nil)
    }

    @Test func rulesCarryTheirMessageAndIdentifier() {
        let rule = RuleRequired<String>(msg: "Name, please", id: "name-required")
        let error = rule.isValid(value: nil)
        #expect(error?.msg == "Name, please")
        #expect(error?.ruleID == "name-required")
    }

    @Test(arguments: ["a@b.co", "first.last+tag@example.org", "x_y@sub-domain.example.com", "o'brien@example.ie"])
    func emailAccepts(_ address: String) {
        #expect(RuleEmail().isValid(value: address) == nil)
    }

    @Test(arguments: ["plain", "a@", "@b.com", "a@b", "a@b..com", "a@-b.com", "a@b-.com", "a b@c.com", "a@b.com ", "ä@b.com", "a@@b.com"])
    func emailRejects(_ address: String) {
        #expect(RuleEmail().isValid(value: address) != nil)
    }

    @Test func emailLetsEmptyValuesPassForRequiredToHandle() {
        #expect(RuleEmail().isValid(value: nil) == nil)
        #expect(RuleEmail().isValid(value: "") == nil)
    }

    @Test func urlNeedsAHostAndHonoursRequiresProtocol() throws {
        let lenient = RuleURL()
        let strict = RuleURL(requiresProtocol: true)
        let withScheme = try #require(URL(string: "https://example.com/path?q=1"))
        let bare = try #require(URL(string: "example.com"))
        let noDot = try #require(URL(string: "https://localhost"))
        let ftp = try #require(URL(string: "ftp://example.com"))
        #expect(lenient.isValid(value: withScheme) == nil)
        #expect(lenient.isValid(value: bare) == nil)
        #expect(strict.isValid(value: bare) != nil)
        #expect(strict.isValid(value: withScheme) == nil)
        #expect(lenient.isValid(value: noDot) != nil)
        #expect(lenient.isValid(value: ftp) != nil)
        #expect(lenient.isValid(value: nil) == nil)
        #expect(RuleURL(allowsEmpty: false).isValid(value: nil) != nil)
    }

    @Test func regExpMatchesTheWholeValue() {
        let rule = RuleRegExp(regExpr: "[A-Z]{3}[0-9]+")
        #expect(rule.isValid(value: "ABC123") == nil)
        #expect(rule.isValid(value: "xABC123") != nil)
        #expect(rule.isValid(value: "ABC123x") != nil)
        #expect(rule.isValid(value: "") == nil)
        #expect(RuleRegExp(regExpr: "a+", allowsEmpty: false).isValid(value: "") != nil)
        #expect(RuleRegExp(regExpr: "a|b").isValid(value: "ab") != nil, "alternation is anchored as a whole")
    }

    @Test func closureRuleDecides() {
        let rule = RuleClosure<Int> { value in
            (value ?? 0) % 2 == 0 ? nil : ValidationError(msg: "Even numbers only")
        }
        #expect(rule.isValid(value: 4) == nil)
        #expect(rule.isValid(value: 3)?.msg == "Even numbers only")
    }

    @Test func lengthRulesCountCharactersNotBytes() {
        #expect(RuleMinLength(minLength: 3).isValid(value: "ab") != nil)
        #expect(RuleMinLength(minLength: 3).isValid(value: "abc") == nil)
        #expect(RuleMinLength(minLength: 3).isValid(value: nil) == nil)
        #expect(RuleMaxLength(maxLength: 3).isValid(value: "abcd") != nil)
        #expect(RuleMaxLength(maxLength: 3).isValid(value: "abc") == nil)
        #expect(RuleMaxLength(maxLength: 2).isValid(value: "éé") == nil, "two characters, four bytes")
        #expect(RuleMaxLength(maxLength: 1).isValid(value: "👍🏽") == nil, "one grapheme")
        #expect(RuleExactLength(exactLength: 5).isValid(value: "12345") == nil)
        #expect(RuleExactLength(exactLength: 5).isValid(value: "1234") != nil)
        #expect(RuleExactLength(exactLength: 5).isValid(value: "123456") != nil)
        #expect(RuleMinLength(minLength: 8).isValid(value: "short")?.msg == "Enter at least 8 characters.")
    }

    @Test func comparisonRulesAtTheirBounds() {
        #expect(RuleGreaterThan(min: 10).isValid(value: 10) != nil)
        #expect(RuleGreaterThan(min: 10).isValid(value: 11) == nil)
        #expect(RuleGreaterOrEqualThan(min: 10).isValid(value: 10) == nil)
        #expect(RuleGreaterOrEqualThan(min: 10).isValid(value: 9) != nil)
        #expect(RuleSmallerThan(max: 10.5).isValid(value: 10.5) != nil)
        #expect(RuleSmallerThan(max: 10.5).isValid(value: 10.4) == nil)
        #expect(RuleSmallerOrEqualThan(max: 10).isValid(value: 10) == nil)
        #expect(RuleSmallerOrEqualThan(max: 10).isValid(value: 11) != nil)
        #expect(RuleGreaterThan(min: 1).isValid(value: nil) == nil)
        let day = Date(timeIntervalSince1970: 0)
        #expect(RuleGreaterThan(min: day).isValid(value: day.addingTimeInterval(1)) == nil)
        #expect(RuleGreaterThan(min: day).descriptor == nil, "dates have no portable bound")
        #expect(RuleGreaterThan(min: 3).descriptor == .greaterThan(3))
    }

    @Test func equalsToRowComparesWithTheNamedRow() {
        let form = Form()
        let password = PasswordRow("password") { $0.value = "secret" }
        let confirm = PasswordRow("confirm")
        form +++ Section() <<< password <<< confirm
        confirm.add(rule: RuleEqualsToRow(form: form, tag: "password"))
        confirm.value = "secrets"
        #expect(confirm.validate().count == 1)
        confirm.value = "secret"
        #expect(confirm.validate().isEmpty)
    }

    @Test(arguments: ["555-123-4567", "000-000-0000"])
    func usPhoneAccepts(_ phone: String) {
        #expect(RuleUSPhone().isValid(value: phone) == nil)
    }

    @Test(arguments: ["5551234567", "555-1234-567", "555-123-456a", "(555) 123-4567", "555-123-45678"])
    func usPhoneRejects(_ phone: String) {
        #expect(RuleUSPhone().isValid(value: phone) != nil)
    }

    @Test func usStateTakesNamesAndCodesInAnyCase() {
        let rule = RuleUSState()
        for ok in ["CA", "ca", "California", "new york", "DC", " Texas "] {
            #expect(rule.isValid(value: ok) == nil, "\(ok)")
        }
        for bad in ["XX", "Calif", "Ontario", "C A"] {
            #expect(rule.isValid(value: bad) != nil, "\(bad)")
        }
    }

    @Test func zipCodeIsFiveDigits() {
        #expect(RuleZipCode().isValid(value: "90210") == nil)
        #expect(RuleZipCode().isValid(value: "9021") != nil)
        #expect(RuleZipCode().isValid(value: "902101") != nil)
        #expect(RuleZipCode().isValid(value: "9021a") != nil)
        #expect(RuleZipCode().isValid(value: "٩٠٢١٠") != nil, "only ASCII digits")
    }

    @Test func cardExpiryChecksFormatMonthAndExpiry() {
        // 15 March 2026.
        let now = Date(timeIntervalSince1970: 1_773_532_800)
        let rule = RuleCardExpiry(now: { now })
        #expect(rule.isValid(value: "03/26") == nil, "the current month has not expired")
        #expect(rule.isValid(value: "12/30") == nil)
        #expect(rule.isValid(value: "02/26") != nil)
        #expect(rule.isValid(value: "13/27") != nil)
        #expect(rule.isValid(value: "00/27") != nil)
        #expect(rule.isValid(value: "1/27") != nil)
        #expect(rule.isValid(value: "0127") != nil)
        #expect(RuleCardExpiry(allowsExpired: true, now: { now }).isValid(value: "01/20") == nil)
    }

    @Test func decimalPlacesOnTextAndNumbers() {
        let text = RuleDecimalPlaces<String>(maxPlaces: 2)
        #expect(text.isValid(value: "1.25") == nil)
        #expect(text.isValid(value: "1.250") == nil, "trailing zeros do not count")
        #expect(text.isValid(value: "1.255") != nil)
        #expect(text.isValid(value: "12") == nil)
        #expect(text.isValid(value: "abc") != nil)
        let number = RuleDecimalPlaces<Double>(maxPlaces: 1)
        #expect(number.isValid(value: 0.5) == nil)
        #expect(number.isValid(value: 0.25) != nil)
        #expect(number.isValid(value: 1e-7) != nil)
        #expect(number.isValid(value: 1.5e3) == nil)
        #expect(RuleDecimalPlaces<String>(maxPlaces: 1).validationError.msg == "Use at most 1 decimal place.")
    }

    @Test func ruleSetsAddAndRemoveByIdentifier() {
        var set = RuleSet<String>()
        set.add(rule: RuleRequired(id: "required"))
        set.add(rule: RuleMinLength(minLength: 2, id: "min"))
        set.add(rule: RuleMaxLength(maxLength: 4, id: "max"))
        set.remove(ruleWithIdentifier: "min")
        #expect(set.ruleIdentifiers == ["required", "max"])
        #expect(set.count == 2)
        let row = TextRow()
        row.add(ruleSet: set)
        row.value = "abcdef"
        #expect(row.validate().map(\.ruleID) == ["max"])
        set.removeAllRules()
        #expect(set.count == 0)
    }

    @Test func descriptorsDescribePortableRules() {
        #expect(RuleRequired<String>().descriptor == .required)
        #expect(RuleEmail().descriptor == .email)
        #expect(RuleMinLength(minLength: 3).descriptor == .minLength(3))
        #expect(RuleRegExp(regExpr: "a+", allowsEmpty: false).descriptor == .regex(pattern: "a+", allowsEmpty: false))
        #expect(RuleClosure<Int> { _ in nil }.descriptor == nil)
        #expect(RuleZipCode().descriptor == .zipCode)
    }

    @Test func rulesWithSettingsThatHaveNoPortableFormAreNotDescribed() {
        #expect(RuleURL().descriptor == .url)
        #expect(RuleURL(requiresProtocol: true).descriptor == nil)
        #expect(RuleURL(allowsEmpty: false).descriptor == nil)
        #expect(RuleCardExpiry().descriptor == .cardExpiry)
        #expect(RuleCardExpiry(allowsExpired: true).descriptor == nil)
    }
}
