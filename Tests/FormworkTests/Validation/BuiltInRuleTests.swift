import Foundation
@testable import Formwork
import Testing

/// The built-in rules are held inline on rows; held that way they must give exactly
/// the verdicts, messages and identifiers the rule types give themselves.
@Suite("Validation: built-in rules held inline")
struct BuiltInRuleTests {
    static let texts: [String?] = [
        nil, "", " ", "\t\n", "a", "abc", "abcd", "abcde", "é", "e\u{301}", "👩‍👩‍👧", "日本語テキスト",
        "ada@example.com", "ada@example", "@example.com", "a b@example.com", " ada@example.com",
        String(repeating: "x", count: 100), String(repeating: "x", count: 101), String(repeating: "é", count: 60),
    ]

    /// Checks `rule` wrapped against `rule` itself for every value.
    func expectSame<R: RuleType>(_ rule: R, _ values: [R.RowValueType?], inline: Bool = true,
                                 sourceLocation: SourceLocation = #_sourceLocation) where R.RowValueType: Equatable {
        let helper = ValidationRuleHelper(rule)
        #expect((helper.builtIn != nil) == inline, "\(R.self) held inline: \(helper.builtIn != nil)", sourceLocation: sourceLocation)
        #expect(String(describing: helper.descriptor) == String(describing: rule.descriptor), sourceLocation: sourceLocation)
        #expect(helper.id == rule.id, sourceLocation: sourceLocation)
        for value in values {
            var expected = rule.isValid(value: value)
            if expected?.ruleID == nil, let id = rule.id { expected?.ruleID = id }
            let actual = helper.isValid(value: value)
            #expect(actual == expected, "\(R.self) on \(String(describing: value))", sourceLocation: sourceLocation)
            #expect(actual?.msg == expected?.msg, sourceLocation: sourceLocation)
            // And the same through a row, as validation runs them.
            let row = TestRow<R.RowValueType>(tag: "t")
            row.add(rule: rule)
            row.value = value
            #expect(row.ruleErrors() == (expected.map { [$0] } ?? []), sourceLocation: sourceLocation)
        }
    }

    @Test func textRulesAgree() {
        for (msg, id) in [(nil, nil), ("Say something.", nil), (nil, "rule-1"), ("Custom", "rule-2")] as [(String?, String?)] {
            expectSame(RuleRequired<String>(msg: msg, id: id), Self.texts)
            expectSame(RuleMinLength(minLength: 4, msg: msg, id: id), Self.texts)
            expectSame(RuleMaxLength(maxLength: 100, msg: msg, id: id), Self.texts)
            expectSame(RuleMaxLength(maxLength: 3, msg: msg, id: id), Self.texts)
            expectSame(RuleExactLength(exactLength: 5, msg: msg, id: id), Self.texts)
            expectSame(RuleEmail(msg: msg, id: id), Self.texts)
        }
    }

    @Test func boundsAgreeForIntegersAndNumbers() {
        let integers: [Int?] = [nil, Int.min, -1, 0, 1, 17, 18, 19, 1_000, 1_001, Int.max]
        let numbers: [Double?] = [nil, -.infinity, -1, 0, 0.5, 17.999, 18, 18.000001, .infinity, .nan, -0.0]
        for id in [nil, "bound"] as [String?] {
            expectSame(RuleGreaterThan(min: 18, id: id), integers)
            expectSame(RuleGreaterOrEqualThan(min: 18, id: id), integers)
            expectSame(RuleSmallerThan(max: 18, id: id), integers)
            expectSame(RuleSmallerOrEqualThan(max: 1_000, msg: "Too many.", id: id), integers)
            expectSame(RuleGreaterThan(min: 18.0, id: id), numbers)
            expectSame(RuleGreaterOrEqualThan(min: 0.5, id: id), numbers)
            expectSame(RuleSmallerThan(max: 18.0, msg: "Less.", id: id), numbers)
            expectSame(RuleSmallerOrEqualThan(max: 18.0, id: id), numbers)
        }
        // Bounds the inline form does not hold stay in a box, with the same verdicts.
        expectSame(RuleGreaterThan(min: Double.nan), numbers, inline: false)
        expectSame(RuleSmallerOrEqualThan(max: Float(2.5)), [nil, 2, 2.5, 3, .nan], inline: false)
        expectSame(RuleRequired<Int>(), integers)
        expectSame(RuleRequired<[String]>(), [nil, [], [""], ["a"]])
    }

    @Test func aRuleWhoseErrorWasChangedInCodeKeepsIt() {
        var rule = RuleRequired<String>(id: "r")
        rule.validationError = ValidationError(msg: "Needed here.")
        expectSame(rule, Self.texts)
        #expect(ValidationRuleHelper(rule).isValid(value: nil)?.msg == "Needed here.")
        #expect(ValidationRuleHelper(rule).isValid(value: nil)?.ruleID == "r")
    }

    final class TestRow<V: Equatable>: Row<V> {}
}
