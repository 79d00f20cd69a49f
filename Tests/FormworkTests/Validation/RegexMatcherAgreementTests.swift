@testable import Formwork
import Testing

/// The matcher of small programs (threads as the bits of a word) and the matcher
/// of any program (threads in sparse sets) agree on every pattern and text.
@Suite("Regular expressions: the two matchers agree")
struct RegexMatcherAgreementTests {
    /// A random pattern of atoms, classes, anchors, word boundaries, groups,
    /// alternatives and quantifiers over a small alphabet.
    static func pattern(_ random: inout SeededGenerator, depth: Int = 0) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var atom: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0: atom = "[ab]"
            case 1: atom = "[^a]"
            case 2: atom = "."
            case 3: atom = "\\b"
            case 4: atom = depth < 2 ? "(" + pattern(&random, depth: depth + 1) + "|" + pattern(&random, depth: depth + 1) + ")" : "a"
            case 5: atom = "\\d"
            default: atom = ["a", "b", " ", "1"].randomElement(using: &random)!
            }
            if atom != "\\b" {
                atom += ["", "", "*", "+", "?", "{1,2}", "{2}"].randomElement(using: &random)!
            }
            text += atom
        }
        if Int.random(in: 0..<4, using: &random) == 0 { text = "^" + text }
        if Int.random(in: 0..<4, using: &random) == 0 { text += "$" }
        return text
    }

    @Test func onThousandsOfPatternsAndTexts() throws {
        var random = SeededGenerator(seed: 64)
        var compared = 0, small = 0, matched = 0
        for _ in 0..<600 {
            let source = Self.pattern(&random)
            // The word of threads is for programs of at most 64 steps, as `matches` uses it.
            guard let program = try? RegexProgram(pattern: source), program.instructions.count <= 64 else { continue }
            small += 1
            for _ in 0..<12 {
                let text = String((0..<Int.random(in: 0...7, using: &random)).map { _ in "ab 1\n".randomElement(using: &random)! })
                let bits = program.matchesSmall(text), sets = program.matchesWithSets(text)
                #expect(bits == sets, "\(source) on \(text.debugDescription)")
                compared += 1
                if sets == .matches { matched += 1 }
            }
        }
        #expect(small > 300, "most patterns are small enough for the word of threads")
        #expect(matched > compared / 50 && matched < compared * 9 / 10, "both verdicts are among the checks")
    }
}
