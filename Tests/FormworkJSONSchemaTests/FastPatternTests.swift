@testable import FormworkJSONSchema
import Testing

/// Patterns checked a character at a time agree with the matcher.
@Suite("JSON Schema: fixed-run patterns")
struct FastPatternTests {
    @Test(arguments: ["^[A-Z]{2}[0-9]{4}$", "^\\d{5}$", "^[^ ]{3}", "^a\\.b$", "^[a-c\\-]{2}x$", "^\\w\\W\\D$", "^é{2}$"])
    func aFixedRunIsReadAsOne(source: String) throws {
        #expect(FastPattern.fixedRun(source) != nil)
    }

    @Test(arguments: ["[A-Z]{2}", "^a*$", "^(ab)$", "^a|b$", "^a{1,2}$", "^.$", "^[]$", "^\\s$", "^\\p{L}$"])
    func anythingElseGoesToTheMatcher(source: String) throws {
        #expect(FastPattern.fixedRun(source) == nil)
    }

    @Test func bothWaysAgree() throws {
        var random = SeededGenerator(seed: 77)
        let atoms = ["a", "b", "[ab]", "[^a]", "\\d", "\\w", "\\.", "-", "[a-c]", "é"]
        var compared = 0
        for _ in 0..<300 {
            var source = "^"
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                source += atoms.randomElement(using: &random)! + (Bool.random(using: &random) ? "" : "{\(Int.random(in: 1...3, using: &random))}")
            }
            if Bool.random(using: &random) { source += "$" }
            let pattern = try SchemaPattern(source)
            let fast = FastPattern(pattern)
            #expect(FastPattern.fixedRun(source) != nil, "\(source) is a fixed run")
            for _ in 0..<10 {
                let text = String((0..<Int.random(in: 0...8, using: &random)).map { _ in "ab1.-éZ_ ".randomElement(using: &random)! })
                #expect(fast.isFound(in: text) == pattern.isFound(in: text), "\(source) on \(text)")
                compared += 1
            }
        }
        #expect(compared == 3_000)
    }
}
