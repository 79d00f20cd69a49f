import Formwork
import Testing

/// A condition that must not parse, where the problem is, and a word or phrase the
/// explanation of what was expected must contain.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    let format: String
    let position: Int
    let expectedMentions: String
    var testDescription: String { "\(format.debugDescription) at \(position)" }
}

@Suite("Condition language: syntax errors")
struct PredicateSyntaxErrorTests {
    static let cases: [SyntaxErrorCase] = [
        // Empty text: a condition was expected at the very start.
        .init(format: "", position: 0, expectedMentions: "condition"),
        // Trailing operator: the value is missing at the end of the text.
        .init(format: "$a ==", position: 5, expectedMentions: "value after '=='"),
        .init(format: "$a CONTAINS", position: 11, expectedMentions: "value after 'CONTAINS'"),
        // Unclosed string: the closing quote was expected at the end of the text.
        .init(format: "$a == 'abc", position: 10, expectedMentions: "'"),
        .init(format: "$a == \"abc", position: 10, expectedMentions: "\""),
        // Unclosed parenthesis.
        .init(format: "($a == 1", position: 8, expectedMentions: ")"),
        .init(format: "(($a == 1) OR $b", position: 16, expectedMentions: ")"),
        // Bad modifier: the offending letter.
        .init(format: "$a ==[x] 'b'", position: 6, expectedMentions: "'c' or 'd'"),
        .init(format: "$a ==[cx] 'b'", position: 7, expectedMentions: "'c' or 'd'"),
        .init(format: "$a ==[] 'b'", position: 6, expectedMentions: "'c' or 'd'"),
        .init(format: "$a ==[c 'b'", position: 7, expectedMentions: "'c' or 'd'"),
        // `$` without a tag.
        .init(format: "$", position: 1, expectedMentions: "tag"),
        .init(format: "$ == 1", position: 1, expectedMentions: "tag"),
        .init(format: "${unclosed == 1", position: 15, expectedMentions: "closing the tag"),
        .init(format: "${abc == 1", position: 10, expectedMentions: "}"),
        // BETWEEN needs exactly two bounds: the list is at fault.
        .init(format: "$a BETWEEN {1, 2, 3}", position: 11, expectedMentions: "two"),
        .init(format: "$a BETWEEN {1}", position: 11, expectedMentions: "two"),
        .init(format: "$a BETWEEN {}", position: 11, expectedMentions: "two"),
        // Extra tokens after a complete condition.
        .init(format: "$a == 1 2", position: 8, expectedMentions: "end"),
        .init(format: "$a == 1 $b", position: 8, expectedMentions: "end"),
        .init(format: "$a == 1)", position: 7, expectedMentions: "end"),
        // A character that is no part of the language.
        .init(format: "$a # 1", position: 3, expectedMentions: "operator"),
        .init(format: "$a == 1 ; $b", position: 8, expectedMentions: "operator"),
        .init(format: "$a == @b", position: 6, expectedMentions: "value"),
        // A number running into letters.
        .init(format: "12ab", position: 2, expectedMentions: "after the number"),
        .init(format: "$a == 12ab", position: 8, expectedMentions: "after the number"),
        .init(format: "$a == 1.5x", position: 9, expectedMentions: "after the number"),
        // Lists.
        .init(format: "$a IN {1, 2", position: 11, expectedMentions: "}"),
        .init(format: "$a IN {1 2}", position: 9, expectedMentions: "','"),
        .init(format: "$a IN {1,}", position: 9, expectedMentions: "value"),
        // Operators without operands.
        .init(format: "NOT", position: 3, expectedMentions: "value"),
        .init(format: "$a AND", position: 6, expectedMentions: "value"),
        .init(format: "OR $a", position: 0, expectedMentions: "value"),
        .init(format: "== 1", position: 0, expectedMentions: "value"),
        .init(format: "$a NOT 1", position: 7, expectedMentions: "operator after NOT"),
        // A literal on its own is no condition.
        .init(format: "'x' 'y'", position: 4, expectedMentions: "comparison operator"),
        .init(format: "5", position: 1, expectedMentions: "comparison operator"),
        // Bad \u escape: the four hex digits are at fault.
        .init(format: #"$a == '\u00zz'"#, position: 9, expectedMentions: "hexadecimal"),
        .init(format: #"$a == '\u00'"#, position: 9, expectedMentions: "hexadecimal"),
    ]

    @Test("Syntax errors name the position and what was expected", arguments: cases)
    func syntaxError(_ c: SyntaxErrorCase) throws {
        let error = try #require(throws: PredicateSyntaxError.self) {
            try FormPredicate(format: c.format)
        }
        #expect(error.format == c.format)
        #expect(error.position == c.position)
        #expect(error.expected.contains(c.expectedMentions), "expected: \(error.expected)")
        #expect(!error.found.isEmpty)
    }

    @Test("The description shows the text with a caret under the position", arguments: cases)
    func caretLine(_ c: SyntaxErrorCase) throws {
        let error = try #require(throws: PredicateSyntaxError.self) {
            try FormPredicate(format: c.format)
        }
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count == 3, "\(error.description)")
        #expect(lines[0].contains("position \(c.position)"))
        #expect(lines[0].contains(error.expected))
        #expect(lines[0].contains(error.found))
        // The text and the caret are indented alike, so the caret sits under the problem.
        let margin = lines[1].count - c.format.count
        try #require(margin >= 0, "\(error.description)")
        #expect(lines[1] == String(repeating: " ", count: margin) + c.format)
        #expect(lines[2] == String(repeating: " ", count: margin + c.position) + "^")
    }

    @Test func missingOperatorBetweenTagAndValue() throws {
        // `$a 5`: a comparison is missing its operator; the message should say so.
        let error = try #require(throws: PredicateSyntaxError.self) {
            try FormPredicate(format: "$a 5")
        }
        #expect(error.position == 3)
        #expect(error.found.contains("5"))
        #expect(error.expected.contains("operator"), "expected: \(error.expected)")
    }

    @Test func positionsCountUnicodeScalars() throws {
        // 'e' + combining accent is one character but two scalars: '#' is at scalar 11.
        let error = try #require(throws: PredicateSyntaxError.self) {
            try FormPredicate(format: "$a == 'e\u{301}' # 1")
        }
        #expect(error.position == 11)
        #expect(error.found.contains("#"))
    }

    @Test func foundNamesWhatWasThere() throws {
        let atEnd = try #require(throws: PredicateSyntaxError.self) { try FormPredicate(format: "$a ==") }
        #expect(atEnd.found.contains("end"))
        let symbol = try #require(throws: PredicateSyntaxError.self) { try FormPredicate(format: "$a # 1") }
        #expect(symbol.found.contains("#"))
        let keyword = try #require(throws: PredicateSyntaxError.self) { try FormPredicate(format: "$a == 1 AND OR $b") }
        #expect(keyword.position == 12)
        #expect(keyword.found.contains("OR"))
    }

    @Test func theFirstProblemInTheTextIsReported() throws {
        // The stray ')' at 6 comes before the unclosed string that starts at 8.
        let error = try #require(throws: PredicateSyntaxError.self) {
            try FormPredicate(format: "$a == ) 'abc")
        }
        #expect(error.position == 6, "reported: \(error)")
    }

    @Test func stringLiteralConditionsAreNotTheOnlyWayIn() {
        // Text from outside the program is checked with `try`, not a crash.
        #expect(throws: PredicateSyntaxError.self) { try FormPredicate(format: "$a ==") }
        #expect(throws: Never.self) { try FormPredicate(format: "$a == 1") }
    }
}
