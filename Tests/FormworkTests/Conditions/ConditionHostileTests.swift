import Foundation
@testable import Formwork
import Testing

/// Conditions against hostile text and expressions: linear-time searches that agree
/// with the obvious ones, and expressions built in code that always write back.
@Suite("Conditions: hostile input")
struct ConditionHostileTests {
    /// The obvious quadratic LIKE, to check the linear one against.
    private func naiveLike(_ text: [Character], _ pattern: [Character]) -> Bool {
        guard let p = pattern.first else { return text.isEmpty }
        if p == "*" { return (0...text.count).contains { naiveLike(Array(text[$0...]), Array(pattern.dropFirst())) } }
        guard let t = text.first, p == "?" || p == t else { return false }
        return naiveLike(Array(text.dropFirst()), Array(pattern.dropFirst()))
    }

    @Test func likeAndContainsAgreeWithTheObviousSearches() {
        var random = SeededGenerator(seed: 7)
        let alphabet: [Character] = ["a", "b", "é"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let pattern = (0..<Int.random(in: 0...5, using: &random)).map { _ in (alphabet + ["*", "?"]).randomElement(using: &random)! }
            let t = String(text), p = String(pattern)
            let predicate = FormPredicate(expression: .comparison(.reference("t"), .like, [], .literal(.string(p))))
            #expect(predicate.evaluate(values: ["t": t]) == naiveLike(text, pattern), "\(t) LIKE \(p)")
            let needle = String(pattern.filter { $0 != "*" && $0 != "?" })
            let contains = FormPredicate(expression: .comparison(.reference("t"), .contains, [], .literal(.string(String(needle)))))
            #expect(contains.evaluate(values: ["t": t]) == (needle.isEmpty || t.contains(needle)), "\(t) CONTAINS \(needle)")
        }
    }

    @Test func longNeedlesInHugeTextTakeLinearTime() throws {
        let haystack = String(repeating: "ab", count: 100_000)
        let needle = String(repeating: "ab", count: 2_499) + "b"
        let contains = try FormPredicate(format: "$text CONTAINS $needle")
        let like = try FormPredicate(format: "$text LIKE $pattern")
        let start = ContinuousClock.now
        #expect(!contains.evaluate(values: ["text": haystack, "needle": needle]))
        #expect(!like.evaluate(values: ["text": haystack, "pattern": "*" + needle + "*"]))
        #expect(!like.evaluate(values: ["text": haystack, "pattern": "*a?" + String(repeating: "a?", count: 200) + "c*"]))
        #expect(like.evaluate(values: ["text": haystack, "pattern": "ab*" + String(repeating: "?", count: 100) + "*ab"]))
        #expect(ContinuousClock.now - start < .seconds(5), "linear, even in a debug build")
    }

    /// Random expression trees built in code, including forms no text can write:
    /// each writes text that parses back to the expression the predicate keeps.
    @Test func expressionsBuiltInCodeWriteBackToThemselves() throws {
        var random = SeededGenerator(seed: 20_261_122)
        let tags = ["a", "b c", "x}y", "back\\slash", "", "é", "1", "-", "$", "日本"]
        func literal() -> PredicateValue {
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &random))
            case 2: return .number([0, -0.0, 1e300, -2.5, .nan, .infinity, -.infinity, 1e-7, 123456789012345680].randomElement(using: &random)!)
            case 3: return .string(["", "it's", "a\\b", "e\u{301}", "\"q\"", "line\nbreak", "{}"].randomElement(using: &random)!)
            case 4: return .date(Date(timeIntervalSince1970: Double(Int.random(in: -1_000_000_000...2_000_000_000, using: &random))))
            case 5: return .list([])
            default: return .number(Double(Int.random(in: -5...5, using: &random)))
            }
        }
        func operand(_ depth: Int) -> PredicateOperand {
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1: return .reference(tags.randomElement(using: &random)!)
            case 2 where depth < 2: return .list((0..<Int.random(in: 0...3, using: &random)).map { _ in operand(depth + 1) })
            default: return .literal(literal())
            }
        }
        func expression(_ depth: Int) -> ConditionExpression {
            switch Int.random(in: 0..<(depth < 3 ? 7 : 3), using: &random) {
            case 0: return .constant(Bool.random(using: &random))
            case 1: return .truthy(operand(depth))
            case 2:
                var options: PredicateStringOptions = []
                if Bool.random(using: &random) { options.insert(.caseInsensitive) }
                if Bool.random(using: &random) { options.insert(.diacriticInsensitive) }
                return .comparison(operand(depth), PredicateOperator.allCases.randomElement(using: &random)!, options, operand(depth))
            case 3: return .not(expression(depth + 1))
            case 4: return .and((0..<Int.random(in: 0...3, using: &random)).map { _ in expression(depth + 1) })
            default: return .or((0..<Int.random(in: 0...3, using: &random)).map { _ in expression(depth + 1) })
            }
        }
        for _ in 0..<2_000 {
            let predicate = FormPredicate(expression: expression(0))
            let reparsed = try FormPredicate(format: predicate.format)
            #expect(reparsed.expression == predicate.expression, "\(predicate.format)")
            #expect(reparsed.dependencies == predicate.dependencies)
        }
    }

    @Test func normalisedFormsMeanWhatTheyMeantBefore() {
        let values: [String: Any?] = ["a": true, "b": false, "n": 3]
        let cases: [ConditionExpression] = [
            .and([]), .or([]), .and([.truthy(.reference("a"))]), .or([.and([.truthy(.reference("a")), .truthy(.reference("b"))])]),
            .truthy(.literal(.bool(true))), .truthy(.literal(.number(1))), .truthy(.list([])),
            .comparison(.reference("n"), .between, [], .list([.literal(.number(1))])),
        ]
        for expression in cases {
            let raw = expression.evaluate { tag in PredicateValue(values[tag] ?? nil) }
            #expect(FormPredicate(expression: expression).evaluate(values: values) == raw, "\(expression)")
        }
    }
}

extension ConditionHostileTests {
    @Test func anEmptyTagCanBeReferencedAndWrittenBack() throws {
        let predicate = try FormPredicate(format: "${} == 1")
        #expect(predicate.dependencies == [""])
        #expect(predicate.evaluate(values: ["": 1]))
        let escaped = try FormPredicate(format: #"${a\}b\\c} == 2"#)
        #expect(escaped.dependencies == [#"a}b\c"#])
    }
}
