import Foundation
import Formwork
import Testing

/// Conditions from text nobody checked: random soups of the language's tokens and of
/// garbage. Each either parses or is refused with a position inside it; what parses
/// writes text that parses back to the same thing, and evaluates in a live form
/// without stopping anything.
@Suite("Hostile input: fuzzed conditions")
struct ConditionFuzzTests {
    static let tokens = [
        "$a", "$b", "$n", "$list", "$missing", "$'odd tag'", "$", "$$", "(", ")", "((", "))", "{", "}", ",", "==", "=", "!=", "<>",
        "<", "<=", ">", ">=", "=>", "AND", "and", "&&", "OR", "||", "NOT", "!", "CONTAINS", "BEGINSWITH", "ENDSWITH",
        "LIKE", "MATCHES", "IN", "BETWEEN", "[c]", "[cd]", "[x]", "nil", "NULL", "TRUE", "false", "YES", "0", "-1", "1.5",
        "1e308", "1e309", "-0", "0x1F", "'text'", "\"quoted\"", "'unterminated", "\"", "'it\\'s'", "'a*b?'", "%@", "\\",
        "\u{0}", "é", "👍", " ", "  ", "\n",
    ]

    /// A random condition text: mostly tokens, sometimes garbage or deep nesting.
    static func condition(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            return Fuzz.hostileText(&random)
        case 1:
            let depth = Int.random(in: 1...400, using: &random)
            return String(repeating: "(", count: depth) + "$a" + String(repeating: ")", count: depth - Int.random(in: 0...1, using: &random))
        case 2:
            return (0..<Int.random(in: 1...300, using: &random)).map { _ in "NOT " }.joined() + "$a"
        case 3, 4, 5:
            return structured(&random, depth: 0)
        case 6, 7:
            // A condition that makes sense, then damaged by a token in the wrong place.
            var parts = structured(&random, depth: 0).split(separator: " ").map(String.init)
            let at = Int.random(in: 0...parts.count, using: &random)
            if Bool.random(using: &random), !parts.isEmpty { parts.remove(at: min(at, parts.count - 1)) } else { parts.insert(tokens.randomElement(using: &random)!, at: at) }
            return parts.joined(separator: " ")
        default:
            return (0..<Int.random(in: 1...12, using: &random)).map { _ in tokens.randomElement(using: &random)! }.joined(separator: " ")
        }
    }

    static let operands = ["$a", "$b", "$n", "$list", "$missing", "$'odd tag'", "nil", "TRUE", "0", "-1.5", "1e308", "'x'", "'it\\'s'",
                           "\"é\"", "{1, 'x', $n}", "{}"]
    static let operators = ["==", "!=", "<", "<=", ">", ">=", "CONTAINS", "CONTAINS[cd]", "BEGINSWITH[c]", "ENDSWITH", "LIKE", "LIKE[c]",
                            "IN", "BETWEEN", "MATCHES"]

    /// A condition built from the grammar, with random operands of every type.
    static func structured(_ random: inout SeededGenerator, depth: Int) -> String {
        let not = Int.random(in: 0..<5, using: &random) == 0 ? "NOT " : ""
        switch Int.random(in: 0..<(depth < 3 ? 4 : 2), using: &random) {
        case 0:
            return not + operands.randomElement(using: &random)!
        case 1:
            return not + operands.randomElement(using: &random)! + " " + operators.randomElement(using: &random)! + " "
                + operands.randomElement(using: &random)!
        default:
            let joiner = Bool.random(using: &random) ? " AND " : " OR "
            return not + "(" + structured(&random, depth: depth + 1) + joiner + structured(&random, depth: depth + 1) + ")"
        }
    }

    /// Text as people write it (parentheses around groups of the same operator,
    /// literals as truth values) parses to a tree that, written back, reads as the
    /// very same tree, with the same verdict whatever the rows hold.
    @Test func conditionTextWrittenBackReadsAsTheSameTree() throws {
        var random = Fuzz.generator(11)
        var parsed = 0
        for round in 0..<(Fuzz.rounds * 20) {
            let text = Self.condition(&random)
            guard let predicate = try? FormPredicate(format: text) else { continue }
            parsed += 1
            let written = FormPredicate(expression: predicate.expression).format
            let again = try FormPredicate(format: written)
            #expect(again.expression == predicate.expression, "\(Fuzz.place(round)): \(text.debugDescription) wrote \(written.debugDescription)")
            #expect(again.dependencies == predicate.dependencies)
            for _ in 0..<3 {
                let values: [String: Any?] = [
                    "a": Bool.random(using: &random), "b": ["", "x", "it's", "é", "Text é"].randomElement(using: &random)!,
                    "n": [0, -1.5, 1, 1e308, nil].randomElement(using: &random)!, "list": [["x"], [], ["x", "y"]].randomElement(using: &random)!,
                ]
                #expect(again.evaluate(values: values) == predicate.evaluate(values: values), "\(Fuzz.place(round)): \(text.debugDescription)")
            }
        }
        #expect(parsed > Fuzz.rounds * 2, "the generator must make conditions that parse")
    }

    @Test func randomConditionTextParsesOrIsRefusedWithAPlace() throws {
        var random = Fuzz.generator(1)
        // Positions count Unicode scalars; the end of the text is a position too.
        var parsed = 0
        for round in 0..<(Fuzz.rounds * 10) {
            let text = Self.condition(&random)
            let predicate: FormPredicate
            do {
                predicate = try FormPredicate(format: text)
            } catch {
                #expect(error.position >= 0 && error.position <= text.unicodeScalars.count, "\(Fuzz.place(round)): \(error) for \(text.debugDescription)")
                #expect(!error.description.isEmpty)
                continue
            }
            parsed += 1
            let written = FormPredicate(expression: predicate.expression)
            let again = try FormPredicate(format: written.format)
            #expect(again.expression == written.expression, "\(Fuzz.place(round)): \(text.debugDescription) wrote \(written.format.debugDescription)")
            // Evaluated in a live form, as a row's condition, and again as its inputs
            // change: a verdict each time, nothing else.
            let probe = TextRow("probe") { $0.hidden = .predicate(predicate) }
            let form = Form()
                +++ Section()
                <<< SwitchRow("a") { $0.value = true }
                <<< TextRow("b") { $0.value = "Text é 👍" }
                <<< IntRow("n") { $0.value = 3 }
                <<< MultipleSelectorRow<String>("list") { $0.options = ["x", "y"]; $0.value = ["x"] }
                <<< probe
            form.takeInput(SubmittedFields([("a", "off"), ("b", Fuzz.hostileText(&random)), ("n", "1e3"), ("list", "y")]))
            #expect(probe.isHidden == predicate.evaluate { form.predicateValue(forTag: $0) }, "\(Fuzz.place(round)): \(text.debugDescription)")
        }
        #expect(parsed > Fuzz.rounds, "the generator must also make conditions that parse")
    }
}
