@testable import Formwork
import Testing

@Suite("Rules' checks packed inline")
struct InlineRuleChecksTests {
    static func everyKindOfCheck() -> [BuiltInRule.Check] {
        let comparisons: [BuiltInRule.Comparison] = [.greater, .atLeast, .smaller, .atMost]
        let lengths: [Int] = [0, 1, 100, Int(Int32.max) + 1, Int.max]
        let wholes: [Int] = [Int.min, -1, 0, 1_000, Int.max]
        let numbers: [Double] = [-.infinity, -0.5, -0.0, 0, 1e-300, 3.25, .greatestFiniteMagnitude, .infinity]
        var checks: [BuiltInRule.Check] = [.required, .email]
        for n in lengths { checks += [.minLength(n), .maxLength(n), .exactLength(n)] }
        for comparison in comparisons {
            for n in wholes { checks.append(.integerBound(comparison, n)) }
            for x in numbers { checks.append(.numberBound(comparison, x)) }
        }
        return checks
    }

    /// What a check says, bounds compared by their bits (so -0.0 and 0.0 differ).
    static func described(_ check: BuiltInRule.Check?) -> String {
        guard let check else { return "none" }
        if case .numberBound(let comparison, let bound) = check { return "numberBound(\(comparison), \(bound.bitPattern))" }
        return "\(check)"
    }

    @Test func everyCheckComesBackAsItWentInEveryPlace() {
        for check in Self.everyKindOfCheck() {
            for position in 0..<InlineRuleChecks.capacity {
                var packed = InlineRuleChecks()
                for _ in 0..<position { packed.append(.required) }
                packed.append(check)
                #expect(Self.described(packed[position]) == Self.described(check))
                #expect(packed.count == position + 1)
                #expect(packed.coversEveryRule)
            }
        }
    }

    @Test func aRuleThatIsNotBuiltInOrAFifthRuleIsCheckedThroughTheList() {
        var mixed = InlineRuleChecks()
        mixed.append(.required)
        mixed.append(nil)
        #expect(!mixed.coversEveryRule)
        #expect(mixed[1] == nil)
        #expect(Self.described(mixed[0]) == "required")

        var many = InlineRuleChecks()
        for _ in 0..<InlineRuleChecks.capacity { many.append(.email) }
        #expect(many.coversEveryRule)
        many.append(.email)
        #expect(!many.coversEveryRule, "a fifth rule is not held inline")
        #expect(many.count == 5)
    }

    @Test func theCountStopsAtItsLargestWithoutWrappingAround() {
        var checks = InlineRuleChecks()
        for _ in 0..<300 { checks.append(.required) }
        #expect(checks.count == 255)
        #expect(!checks.coversEveryRule)
    }

    @Test func aRowWithManyRulesStillReportsEachFailure() {
        let row = TextRow("name")
        for length in 1...6 { row.add(rule: RuleMinLength(minLength: UInt(length))) }
        row.value = "abc"
        #expect(row.ruleCount == 6)
        #expect(row.ruleErrors().count == 3, "lengths 4, 5 and 6 fail, checked through the list")
    }
}
