import Foundation
@testable import Formwork
import Testing

/// The linear-time matcher behind ``RuleRegExp``.
@Suite("Regular expressions")
struct RegexTests {
    private func full(_ pattern: String, _ text: String) throws -> Bool {
        try RegexProgram(pattern: pattern).matches(text) == .matches
    }

    @Test(arguments: [
        ("abc", "abc", true), ("abc", "abcd", false), ("a.c", "a-c", true), ("a.c", "a\nc", false),
        ("[a-c]+", "abcba", true), ("[^0-9]+", "abc", true), ("[^0-9]+", "a1", false),
        ("\\d{3}-\\d{4}", "555-1234", true), ("\\d{3}-\\d{4}", "55-1234", false),
        ("\\w+@\\w+\\.com", "ada@site.com", true), ("\\s*x\\s*", "  x ", true),
        ("colou?r", "color", true), ("colou?r", "colour", true), ("a{2,3}", "aaaa", false), ("a{2,}", "aaaaa", true),
        ("(cat|dog)s?", "dogs", true), ("(cat|dog)s?", "cow", false), ("(?:ab)+", "ababab", true),
        ("(?<word>\\w+)!", "hey!", true), ("^a$", "a", true), ("a\\b", "a", true), ("\\Ba", "a", false),
        ("[\\d.]+", "3.14", true), ("[a\\-z]", "-", true), ("\\u00e9t\\u00e9", "été", true), ("\\x41", "A", true),
        ("", "", true), ("", "x", false), ("a|", "", true), ("[]", "a", false), ("[^]", "\n", true),
        ("x*", "", true), ("(a*)*b", "aaab", true), ("a{0}", "", true), ("\\.", ".", true), ("a{,2}", "a{,2}", true),
        ("\\cJ", "\n", true), ("\\cj", "\n", true), ("\\cC", "C", false), ("[\\cA-\\cC]", "\u{2}", true),
    ])
    func matchesTheWholeValue(pattern: String, text: String, expected: Bool) throws {
        #expect(try full(pattern, text) == expected, "\(pattern) on \(text)")
    }

    @Test(arguments: ["(a)\\1", "(?=a)a", "(?!a)b", "(?<=a)b", "(?i)a", "a++", "*a", "a**", "(ab", "ab)", "[ab",
                      "\\q", "a{5,2}", "a{2000}", "\\", "[b-a]", "^*", "\\k<n>", "\\c1", "\\c"])
    func refusesWhatItCannotRunOrRead(pattern: String) {
        #expect(throws: RegexSyntaxError.self) { try RegexProgram(pattern: pattern) }
    }

    @Test(arguments: [
        ("\\p{Letter}+", "École", true), ("\\p{L}+", "École1", false), ("\\p{Lu}\\p{Ll}+", "Éa", true),
        ("\\p{gc=Nd}+", "\u{9EA}\u{9E8}", true), ("\\p{digit}+", "42", true), ("\\P{L}+", "123", true),
        ("\\P{L}", "a", false), ("\\p{Script=Greek}+", "αβγ", true), ("\\p{sc=Grek}", "a", false),
        ("[\\p{L}\\d_-]+", "ü_9-x", true), ("[^\\p{L}]", "x", false), ("[^\\P{L}]", "x", true),
        ("\\p{Any}", "\u{10FFFF}", true), ("\\p{L}", "\u{1D400}", true), ("\\p{ASCII}+", "ab~", true), ("\\p{ASCII}", "é", false),
    ])
    func unicodePropertiesMatchTheirScalars(pattern: String, text: String, expected: Bool) throws {
        #expect(try full(pattern, text) == expected)
    }

    @Test(arguments: ["\\p", "\\p{", "\\p{}", "\\p{Bogus}", "\\p{L", "\\p{Script=Nowhere}", "\\p{a=b=c}", "\\p{\\u0041}"])
    func unknownOrMalformedPropertiesAreRefused(_ pattern: String) {
        #expect(throws: RegexSyntaxError.self) { try RegexProgram(pattern: pattern) }
    }

    @Test func catastrophicPatternsRunInLinearTimeWithTheRightVerdict() throws {
        let thirtyAs = String(repeating: "a", count: 30)
        #expect(try full("(a+)+b|a+!", thirtyAs + "!"))
        #expect(try !full("(a+)+$", thirtyAs + "b"))
        #expect(try !full("(a*)*b", String(repeating: "a", count: 5_000)))
        #expect(try full("(\\w+\\s?)+", String(repeating: "word ", count: 2_000)))
        let rule = RuleRegExp(regExpr: "(a+)+$")
        let start = ContinuousClock.now
        #expect(rule.isValid(value: String(repeating: "a", count: 50_000) + "!") != nil)
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test func aCheckThatWouldRunTooLongSaysSo() throws {
        let rule = RuleRegExp(regExpr: ".*(a?){1000}b")
        let error = rule.isValid(value: String(repeating: "a", count: 100_000))
        #expect(error?.msg == "This value is too long to check.")
    }

    @Test func nestedQuantifiersAreNoticed() throws {
        #expect(try RegexProgram(pattern: "(a+)+").hasNestedQuantifier)
        #expect(try RegexProgram(pattern: "(\\w+\\s?)*").hasNestedQuantifier)
        #expect(try !RegexProgram(pattern: "a+b*(cd)?").hasNestedQuantifier)
        #expect(try !RegexProgram(pattern: "(a?){3}").hasNestedQuantifier)
    }

    @Test func aPatternFromOutsideTheProgramThrows() {
        #expect(throws: RegexSyntaxError.self) { try RuleRegExp(pattern: "(a") }
        #expect(throws: RuleMismatch.self) {
            try TextRow().add(ruleSpecification: RuleSpecification(.regex(pattern: "(?=x)", allowsEmpty: true)))
        }
    }

    /// Random patterns in the syntax ICU and this matcher share, on random text:
    /// both must agree on every whole-value match.
    @Test func agreesWithICUOnRandomPatterns() throws {
        var random = SeededGenerator(seed: 20_261_122)
        let atoms = ["a", "b", "c", ".", "[ab]", "[^a]", "\\d", "\\w", "\\s", "1", " "]
        func pattern(_ depth: Int) -> String {
            var parts: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                var atom = atoms.randomElement(using: &random)!
                if depth < 2, Int.random(in: 0..<4, using: &random) == 0 { atom = "(" + pattern(depth + 1) + ")" }
                if depth < 2, Int.random(in: 0..<5, using: &random) == 0 { atom = "(?:" + pattern(depth + 1) + "|" + pattern(depth + 1) + ")" }
                atom += ["", "", "*", "+", "?", "{1,2}", "{2}"].randomElement(using: &random)!
                parts.append(atom)
            }
            return parts.joined()
        }
        let alphabet = Array("abc1 \t")
        var checked = 0
        for _ in 0..<400 {
            let p = pattern(0)
            let program = try RegexProgram(pattern: p)
            let icu = try NSRegularExpression(pattern: "^(?:" + p + ")$")
            for _ in 0..<12 {
                let text = String((0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                let expected = icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                #expect((program.matches(text) == .matches) == expected, "\(p) on \"\(text)\"")
                checked += 1
            }
        }
        #expect(checked == 4_800)
    }
}
