import Foundation
@testable import Formwork
import Testing

/// Every place that turns text or JSON into a number, fed the extremes: signs,
/// exponents at the ends of every integer width, digits past what a `Double`
/// keeps, leading zeros, separators. Nothing traps; a number is kept exactly or
/// refused with a reason, and what was typed stays.
@Suite("Hostile input: numbers")
struct NumberTextHostileTests {
    /// The ends of every integer width, and of a `Double`'s exact whole numbers.
    static let integerExtremes: [String] = {
        var numbers: [String] = []
        func add<T: FixedWidthInteger>(_: T.Type) {
            numbers += [String(T.min), String(T.max)]
            if T.min != 0 { numbers.append(String(T.min) + "1") }
            numbers.append(String(T.max) + "0")
        }
        add(Int8.self); add(Int16.self); add(Int32.self); add(Int64.self); add(Int.self)
        add(UInt8.self); add(UInt16.self); add(UInt32.self); add(UInt64.self)
        numbers += ["9007199254740991", "9007199254740992", "9007199254740993", "-9007199254740993",
                    "18446744073709551616", "-0", "+0", "0", "00000000000000000001", String(repeating: "9", count: 400)]
        return numbers
    }()

    /// Text shaped like a number: a sign, digits (some past any width), a point, an
    /// exponent that is often one of the extremes.
    static func numberText(_ random: inout SeededGenerator) -> String {
        if Int.random(in: 0..<4, using: &random) == 0 { return integerExtremes.randomElement(using: &random)! }
        var text = ["", "-", "+", "--", " "].randomElement(using: &random)!
        let digits = [0, 1, 2, 15, 16, 17, 18, 19, 20, 40, 309, 400].randomElement(using: &random)!
        for _ in 0..<digits { text.append(Character(String(Int.random(in: 0...9, using: &random)))) }
        if Bool.random(using: &random) {
            text += [".", ",", ".."].randomElement(using: &random)!
            for _ in 0..<Int.random(in: 0...20, using: &random) { text.append(Character(String(Int.random(in: 0...9, using: &random)))) }
        }
        if Bool.random(using: &random) {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random)!
            text += Bool.random(using: &random) ? integerExtremes.randomElement(using: &random)!.replacingOccurrences(of: "-", with: "")
                : String(Int.random(in: 0...400, using: &random))
        }
        if Int.random(in: 0..<10, using: &random) == 0 { text += ["x", " ", "\u{0}", "%", "e"].randomElement(using: &random)! }
        return text
    }

    static let exponents = ["1e-9223372036854775808", "0.5E-9223372036854775808", "1e9223372036854775807",
                            "1e-9223372036854775809", "1e99999999999999999999", "-1e-9223372036854775808", "1E+9223372036854775807"]

    @Test(arguments: exponents)
    func extremeExponentsAreRefusedWithAReasonAndTheTextKept(_ text: String) {
        let decimal = DecimalRow("decimal")
        let french = DecimalRow("taille")
        _ = Form() +++ Section() <<< decimal
        let frenchForm = Form() +++ Section() <<< french
        frenchForm.locale = Locale(identifier: "fr_FR")
        for row in [decimal, french] {
            let result = row.takeInput(.text(text))
            #expect(!result.isAccepted, "\(text)")
            #expect(result.message?.isEmpty == false)
            #expect(row.value == nil)
            #expect(row.inputText == text, "what was typed stays")
        }
        let places = TextRow("places")
        _ = Form() +++ Section() <<< places
        places.useFieldKind(.decimal(places: 0))
        _ = places.takeInput(.text(text))
        #expect(places.inputText == text)
    }

    @Test func everyNumberRowTakesExtremeTextWithoutStopping() {
        var random = Fuzz.generator(31)
        let int = IntRow("int"), decimal = DecimalRow("decimal"), stepper = StepperRow("stepper"), slider = SliderRow("slider")
        let places = TextRow("places"), watcher = TextRow("watcher") { $0.hidden = "$int > 5 OR $decimal < -1e300 OR $stepper BETWEEN {1, 2}" }
        let form = Form() +++ Section() <<< int <<< decimal <<< stepper <<< slider <<< places <<< watcher
        places.useFieldKind(.decimal(places: 2))
        for round in 0..<(Fuzz.rounds * 20) {
            let text = Self.numberText(&random)
            for row in [int, decimal, stepper, slider, places] as [BaseRow] {
                let result = row.takeInput(.text(text))
                if !result.isAccepted {
                    #expect(result.message?.isEmpty == false, "\(Fuzz.place(round)): \(row.tag!) \(text.debugDescription)")
                }
            }
            // What an integer row keeps is exactly the number typed, and a decimal
            // row's value is the number its text writes.
            if let value = int.value {
                #expect(Int(text.trimmingCharacters(in: .whitespaces)) == value, "\(Fuzz.place(round)): \(text.debugDescription)")
            } else if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(int.inputText == text, "\(Fuzz.place(round)): \(text.debugDescription)")
            }
            if let value = decimal.value {
                #expect(DecimalText.isExact(value, for: Substring(text.trimmingCharacters(in: .whitespaces))),
                        "\(Fuzz.place(round)): \(text.debugDescription) kept as \(value)")
            }
            _ = form.validate()
            _ = form.values()
            _ = form.jsonValues()
        }
    }

    @Test func extremeNumbersInSchemasLoadOrAreReportedWithTheirPlace() {
        var random = Fuzz.generator(32)
        let places = [
            #"{"type": "decimal", "tag": "d", "value": N}"#,
            #"{"type": "slider", "tag": "s", "value": N, "min": N, "max": N, "steps": N}"#,
            #"{"type": "stepper", "tag": "t", "value": N, "min": N, "max": N, "step": N}"#,
            #"{"type": "int", "tag": "i", "value": N, "rules": [{"type": "greaterThan", "value": N}, {"type": "maxLength", "value": N}]}"#,
            #"{"type": "decimal", "tag": "r", "rules": [{"type": "max", "value": N}, {"type": "decimalPlaces", "value": N}]}"#,
            #"{"type": "push", "tag": "p", "options": [0.5, N], "value": N}"#,
            #"{"type": "multipleSelector", "tag": "m", "options": [N, 1, -9223372036854775808], "value": [N, -9223372036854775808]}"#,
        ]
        let numbers = Self.integerExtremes + ["1e308", "1e309", "-1e309", "1e-400", "0.1", "3.14159265358979323846", "-0.0", "1E2"]
        for round in 0..<(Fuzz.rounds * 4) {
            let row = places.randomElement(using: &random)!
            var text = ""
            var rest = Substring(row)
            while let n = rest.firstRange(of: "N") {
                text += rest[..<n.lowerBound] + numbers.randomElement(using: &random)!
                rest = rest[n.upperBound...]
            }
            text += rest
            let json = #"{"sections": [{"rows": ["# + text + "]}]}"
            do {
                let form = try Form(schemaJSON: Data(json.utf8))
                _ = form.validate()
                _ = form.jsonValues()
            } catch {
                #expect(!error.issues.isEmpty, "\(Fuzz.place(round)): \(json)")
                #expect(error.issues.allSatisfy { !$0.path.isEmpty || $0.message.contains("JSON") }, "\(Fuzz.place(round)): \(error)")
            }
        }
    }

    @Test func theSmallestWholeNumberInASchemaIsAValueOrALocatedError() throws {
        // Once it trapped wherever a schema expected a number.
        for row in [#"{"type": "decimal", "tag": "d", "value": -9223372036854775808}"#,
                    #"{"type": "int", "tag": "i", "rules": [{"type": "greaterThan", "value": -9223372036854775808}]}"#,
                    #"{"type": "stepper", "tag": "t", "min": -9223372036854775808}"#] {
            do {
                let form = try Form(schemaJSON: Data(#"{"sections": [{"rows": [\#(row)]}]}"#.utf8))
                _ = form.validate()
            } catch {
                #expect(error.issues.first?.path.hasPrefix("sections[0].rows[0]") == true, "\(error)")
            }
        }
        let options = try Form(schemaJSON: Data(#"{"sections": [{"rows": [{"type": "multipleSelector", "tag": "m", "options": [-9223372036854775808, 1, 2], "value": [1, -9223372036854775808]}]}]}"#.utf8))
        #expect(options.jsonValues()["m"] != nil)
    }

    @Test func numbersWithMoreDigitsThanADoubleKeepsAreRefusedInSchemas() {
        for number in ["3.14159265358979323846", "1e-400", "12345678901234567890.5"] {
            do {
                _ = try Form(schemaJSON: Data(#"{"sections": [{"rows": [{"type": "decimal", "tag": "d", "value": \#(number)}]}]}"#.utf8))
                Issue.record("\(number) was taken")
            } catch {
                #expect(error.issues.contains { $0.path == "sections[0].rows[0].value" && $0.message.contains(number) }, "\(error)")
            }
        }
    }

    @Test func valuesSetInCodeThatDoNotFitExactlyAreRefusedWithAReason() throws {
        let int = IntRow("int"), decimal = DecimalRow("decimal")
        let form = Form() +++ Section() <<< int <<< decimal
        // Through JSONSerialization, as a program reading JSON would hand them over.
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(#"{"int": 9007199254740993, "decimal": 12345678901234567890}"#.utf8)) as? [String: Any])
        let rejected = form.setValues(parsed)
        #expect(int.value == 9_007_199_254_740_993, "a whole number stays whole")
        #expect(rejected.map(\.tag) == ["decimal"])
        #expect(decimal.value == nil)
        for bad: Any in [9_007_199_254_740_993.0, 1e300, Double.nan] {
            #expect(form.setValues(["int": bad]).map(\.tag) == ["int"], "\(bad)")
        }
        #expect(int.value == 9_007_199_254_740_993, "a refused value changes nothing")
        for bad: Any in ["12345678901234567890", Decimal(string: "12345678901234567890")!, Decimal.nan, "1e400", "0x1p3", "nan"] {
            #expect(form.setValues(["decimal": bad]).map(\.tag) == ["decimal"], "\(bad)")
        }
        for fine: (Any, Double) in [("0.1", 0.1), (Decimal(string: "19.99")!, 19.99), (UInt64(42), 42), ("-12.50", -12.5)] {
            #expect(form.setValues(["decimal": fine.0]).isEmpty, "\(fine.0)")
            #expect(decimal.value == fine.1)
        }
        #expect(form.setValues(["int": Decimal(string: "9007199254740993")!]).isEmpty)
        #expect(form.setValues(["int": Decimal(string: "12345678901234567890")!]).map(\.tag) == ["int"])
    }

    @Test func lengthRulesAtTheEndsOfTheirRangeDoNotStop() {
        let row = TextRow("t")
        _ = Form() +++ Section() <<< row
        row.add(rule: RuleMaxLength(maxLength: UInt.max))
        row.add(rule: RuleMinLength(minLength: UInt.max))
        row.add(rule: RuleExactLength(exactLength: UInt.max))
        row.value = "text"
        #expect(row.validate().count == 2, "too short for the minimum and the exact length, within the maximum")
        #expect(row.ruleSpecifications.compactMap(\.descriptor).count == 3)
    }

    @Test func regexRepetitionsOfNothingAreRefusedRatherThanCompiledForever() {
        for pattern in ["((((){1000}){1000}){1000}){1000}", "(((()*){1000}){1000}){1000}", "((a{0}){1000}){1000}"] {
            #expect(throws: RegexSyntaxError.self, "\(pattern)") { _ = try RegexProgram(pattern: pattern) }
        }
        // Leading zeros count as the browser counts them.
        #expect((try? RegexProgram(pattern: "^a{0003}$"))?.matches("aaa") == .matches)
        #expect(throws: RegexSyntaxError.self) { _ = try RegexProgram(pattern: "a{00000000000000000001001}") }
    }

    @Test func decimalPlacesWithAnExponentTooLongToReadAreCountedBySign() {
        #expect(RuleDecimalPlaces<String>.decimalPlaces("1e-99999999999999999999") == 10_000)
        #expect(RuleDecimalPlaces<String>.decimalPlaces("1.5e99999999999999999999") == 0)
        #expect(RuleDecimalPlaces<String>.decimalPlaces("1.25") == 2)
    }

    @Test func conditionLiteralsAtTheExtremesParseOrAreRefused() throws {
        for number in Self.integerExtremes + Self.exponents + ["1e308", "1e999", "-1e999"] {
            guard let predicate = try? FormPredicate(format: "$n == \(number) OR $n < \(number)") else { continue }
            _ = predicate.evaluate(values: ["n": 1])
            let again = try FormPredicate(format: FormPredicate(expression: predicate.expression).format)
            #expect(again.expression == predicate.expression, "\(number)")
        }
    }
}
