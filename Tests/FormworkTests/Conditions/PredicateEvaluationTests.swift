import Foundation
import Formwork
import Testing

private enum ConditionPlan: String { case free, pro, team }
private enum Level: Int { case low = 1, medium = 2, high = 3 }

/// 2024-05-01T00:00:00Z: 1 704 067 200 (2024-01-01) + 121 days of 86 400 seconds.
private let mayDay = Date(timeIntervalSince1970: 1_714_521_600)

@Suite("Condition language: evaluation")
struct PredicateEvaluationTests {

    // MARK: Constants and logic

    @Test("Logic on constants", arguments: [
        ("TRUEPREDICATE", true),
        ("FALSEPREDICATE", false),
        ("true", true),
        ("NO", false),
        ("NOT TRUEPREDICATE", false),
        ("TRUEPREDICATE AND FALSEPREDICATE", false),
        ("TRUEPREDICATE AND TRUEPREDICATE AND TRUEPREDICATE", true),
        ("FALSEPREDICATE OR FALSEPREDICATE", false),
        ("FALSEPREDICATE OR TRUEPREDICATE", true),
        ("TRUEPREDICATE OR TRUEPREDICATE AND FALSEPREDICATE", true),   // OR (AND) — not (OR) AND
        ("(TRUEPREDICATE OR TRUEPREDICATE) AND FALSEPREDICATE", false),
        ("NOT FALSEPREDICATE AND FALSEPREDICATE", false),               // (NOT F) AND F
        ("NOT (FALSEPREDICATE AND FALSEPREDICATE)", true),
        ("!FALSEPREDICATE && !FALSEPREDICATE", true),
    ])
    func constantLogic(format: String, result: Bool) throws {
        #expect(try evaluateCondition(format) == result)
    }

    @Test func logicOnValues() throws {
        let format = "$country == 'US' AND $age >= 18"
        #expect(try evaluateCondition(format, ["country": "US", "age": 20]))
        #expect(try !evaluateCondition(format, ["country": "US", "age": 17]))
        #expect(try !evaluateCondition(format, ["country": "FR", "age": 20]))
        #expect(try !evaluateCondition(format, [:]))
    }

    // MARK: Numbers compare as Double

    @Test func integersEqualTheSameDouble() throws {
        #expect(try evaluateCondition("$a == 3.0", ["a": 3]))
        #expect(try evaluateCondition("$a == 3", ["a": 3.0]))
        #expect(try evaluateCondition("$a == $b", ["a": 2, "b": 2.0]))
        #expect(try !evaluateCondition("$a == 3.5", ["a": 3]))
    }

    @Test func everyIntegerTypeIsANumber() throws {
        let values: [Any] = [Int8(7), Int16(7), Int32(7), Int64(7), UInt(7), UInt8(7), UInt16(7), UInt32(7), UInt64(7)]
        for value in values {
            #expect(try evaluateCondition("$a == 7", ["a": value]), "\(type(of: value))")
            #expect(try evaluateCondition("$a > 6.5", ["a": value]), "\(type(of: value))")
        }
    }

    @Test func floatsAndDecimalsAreNumbers() throws {
        #expect(try evaluateCondition("$a == 2.5", ["a": Float(2.5)]))
        #expect(try evaluateCondition("$a < 2.6", ["a": Float(2.5)]))
        #expect(try evaluateCondition("$a == 2.5", ["a": Decimal(string: "2.5")!]))
        #expect(try evaluateCondition("$a == 1.1", ["a": Decimal(string: "1.1")!]))
        #expect(try evaluateCondition("$a > 100", ["a": Decimal(string: "100.01")!]))
    }

    @Test func foundationNumbersAreNumbers() throws {
        #expect(try evaluateCondition("$a == 1", ["a": NSNumber(value: 1)]))
        #expect(try evaluateCondition("$a == 0", ["a": NSNumber(value: 0)]))
        #expect(try evaluateCondition("$a == 2.5", ["a": NSNumber(value: 2.5)]))
        #expect(try evaluateCondition("$a > 2", ["a": NSNumber(value: 3)]))
    }

    @Test func valuesDecodedFromJSONKeepTheirTypes() throws {
        let object = try JSONSerialization.jsonObject(with: Data(#"{"n": 1, "z": 0, "d": 2.5, "t": true, "f": false, "s": "x"}"#.utf8))
        let values = try #require(object as? [String: Any]).mapValues { Optional($0) }
        #expect(try evaluateCondition("$n == 1", values))
        #expect(try evaluateCondition("$z == 0", values))
        #expect(try evaluateCondition("$d == 2.5", values))
        #expect(try evaluateCondition("$t == true", values))
        #expect(try evaluateCondition("$f == false", values))
        #expect(try evaluateCondition("$s == 'x'", values))
    }

    @Test func optionalNumbersAreUnwrapped() throws {
        let some: Int? = 4
        #expect(try evaluateCondition("$a == 4", ["a": some]))
        let nested: Int?? = 4
        #expect(try evaluateCondition("$a == 4", ["a": nested as Any]))
    }

    @Test("Number ordering", arguments: [
        ("$a < 4", true), ("$a < 3", false), ("$a <= 3", true), ("$a =< 3", true), ("$a <= 2.99", false),
        ("$a > 2", true), ("$a > 3", false), ("$a >= 3", true), ("$a => 3.0", true), ("$a >= 3.01", false),
        ("$a > -1", true), ("$a < 1e1", true), ("$a != 3", false), ("$a <> 4", true),
    ])
    func numberOrdering(format: String, result: Bool) throws {
        #expect(try evaluateCondition(format, ["a": 3]) == result)
    }

    // MARK: Strings

    @Test func stringsCompareAfterNormalisation() throws {
        let precomposed = "caf\u{e9}"
        let decomposed = "cafe\u{301}"
        #expect(try evaluateCondition("$a == 'café'", ["a": decomposed]))
        #expect(try evaluateCondition("$a == $b", ["a": precomposed, "b": decomposed]))
        #expect(try evaluateCondition("$a == 'cafe\u{301}'", ["a": precomposed]))
        #expect(try !evaluateCondition("$a != 'café'", ["a": decomposed]))
    }

    @Test func stringOperatorsSeeNormalisedText() throws {
        // These compare code units, so they only agree if both sides were normalised.
        let decomposed = "cafe\u{301}"
        #expect(try evaluateCondition("$a ENDSWITH 'é'", ["a": decomposed]))
        #expect(try evaluateCondition("$a CONTAINS 'fé'", ["a": decomposed]))
        #expect(try evaluateCondition("$a BEGINSWITH 'café'", ["a": decomposed + "s"]))
        #expect(try evaluateCondition("$a ENDSWITH 'e\u{301}'", ["a": "caf\u{e9}"]))
        #expect(try evaluateCondition("$a <= 'café'", ["a": decomposed]))
        #expect(try evaluateCondition("$a >= 'café'", ["a": decomposed]))
        #expect(try evaluateCondition("$a IN {'café'}", ["a": decomposed]))
        #expect(try evaluateCondition("$a LIKE 'caf?'", ["a": decomposed]))
        #expect(try !evaluateCondition("$a CONTAINS 'e'", ["a": decomposed]))
    }

    @Test func substringsAreStrings() throws {
        let text = "hello world"
        #expect(try evaluateCondition("$a == 'world'", ["a": text.dropFirst(6)]))
    }

    @Test("String comparisons", arguments: [
        ("'abc' == 'abc'", true),
        ("'abc' == 'abd'", false),
        ("'abc' == 'ABC'", false),
        ("'abc' != 'ABC'", true),
        ("'' == ''", true),
        ("'apple' < 'banana'", true),
        ("'banana' < 'apple'", false),
        ("'B' < 'a'", true),            // by code unit: 'B' is 66, 'a' is 97
        ("'a' < 'B'", false),
        ("'ab' < 'abc'", true),         // a prefix comes first
        ("'abc' <= 'abc'", true),
        ("'abc' >= 'abc'", true),
        ("'abc' > 'abc'", false),
        ("'b' <[c] 'C'", true),          // folded to 'b' < 'c'
        ("'10' < '9'", true),           // strings, not numbers
        // UTF-16 code unit order, as in the browser: U+1F600 is D83D DE00, below U+FB00.
        ("'\u{1F600}' < '\u{FB00}'", true),
        ("'\u{FB00}' > '\u{1F600}'", true),
        ("'hello world' CONTAINS 'o w'", true),
        ("'hello' CONTAINS ''", true),
        ("'hello' CONTAINS 'hello!'", false),
        ("'hello' BEGINSWITH 'he'", true),
        ("'hello' BEGINSWITH 'lo'", false),
        ("'hello' BEGINSWITH ''", true),
        ("'hello' ENDSWITH 'lo'", true),
        ("'hello' ENDSWITH 'he'", false),
        ("'lo' ENDSWITH 'hello'", false),
    ])
    func stringComparison(format: String, result: Bool) throws {
        #expect(try evaluateCondition(format) == result)
    }

    @Test func urlsReadAsTheirText() throws {
        let url = try #require(URL(string: "https://example.com/a"))
        #expect(try evaluateCondition("$u BEGINSWITH 'https://'", ["u": url]))
        #expect(try evaluateCondition("$u == 'https://example.com/a'", ["u": url]))
    }

    // MARK: Booleans

    @Test func booleans() throws {
        #expect(try evaluateCondition("$a == true", ["a": true]))
        #expect(try evaluateCondition("$a == YES", ["a": true]))
        #expect(try evaluateCondition("$a == false", ["a": false]))
        #expect(try evaluateCondition("$a == NO", ["a": false]))
        #expect(try !evaluateCondition("$a == true", ["a": false]))
        #expect(try evaluateCondition("$a != true", ["a": false]))
        #expect(try evaluateCondition("$a == $b", ["a": true, "b": true]))
        #expect(try !evaluateCondition("$a == $b", ["a": true, "b": false]))
        #expect(try evaluateCondition("true == YES"))
        #expect(try evaluateCondition("false != YES"))
    }

    @Test("A bare $tag is true only for the Boolean true", arguments: [
        ("true", true), ("false", false), ("nil", false), ("1", false), ("'true'", false), ("'YES'", false),
    ])
    func bareReference(valueName: String, result: Bool) throws {
        let value: Any? = switch valueName {
        case "true": true
        case "false": false
        case "1": 1
        case "'true'": "true"
        case "'YES'": "YES"
        default: nil
        }
        #expect(try evaluateCondition("$flag", ["flag": value]) == result)
        #expect(try evaluateCondition("NOT $flag", ["flag": value]) == !result)
        #expect(try evaluateCondition("$flag", [:]) == false)
    }

    // MARK: Dates

    @Test func datesCompareWithDates() throws {
        let later = mayDay.addingTimeInterval(60)
        #expect(try evaluateCondition("$a == $b", ["a": mayDay, "b": Date(timeIntervalSince1970: 1_714_521_600)]))
        #expect(try evaluateCondition("$a < $b", ["a": mayDay, "b": later]))
        #expect(try evaluateCondition("$a <= $b", ["a": mayDay, "b": later]))
        #expect(try !evaluateCondition("$a > $b", ["a": mayDay, "b": later]))
        #expect(try evaluateCondition("$a != $b", ["a": mayDay, "b": later]))
        #expect(try !evaluateCondition("$a == $b", ["a": mayDay, "b": later]))
    }

    @Test("Dates compare with ISO 8601 text (UTC unless an offset is given)", arguments: [
        ("$d == '2024-05-01'", true),
        ("'2024-05-01' == $d", true),
        ("$d == '2024-05-01T00:00'", true),
        ("$d == '2024-05-01T00:00:00'", true),
        ("$d == '2024-05-01T00:00:00Z'", true),
        ("$d == '2024-05-01T02:00+02:00'", true),
        ("$d == '2024-04-30T20:00:00-04:00'", true),
        ("$d == '2024-05-02'", false),
        ("$d != '2024-05-02'", true),
        ("$d > '2024-04-30'", true),
        ("$d < '2024-04-30'", false),
        ("$d < '2024-05-01T00:00:01Z'", true),
        ("$d >= '2024-05-01'", true),
        ("$d <= '2024-05-01'", true),
        ("$d BETWEEN {'2024-04-01', '2024-06-01'}", true),
        ("$d BETWEEN {'2024-05-02', '2024-06-01'}", false),
        ("$d IN {'2023-01-01', '2024-05-01'}", true),
    ])
    func dateAgainstText(format: String, result: Bool) throws {
        #expect(try evaluateCondition(format, ["d": mayDay]) == result)
    }

    @Test("Dates compare with numbers of seconds since 1970", arguments: [
        ("$d == 1714521600", true),
        ("$d == 1714521600.0", true),
        ("1714521600 == $d", true),
        ("$d == 1714521601", false),
        ("$d > 1714521599", true),
        ("$d < 1714521601", true),
        ("$d >= 1714521600", true),
        ("$d BETWEEN {1714521000, 1714522000}", true),
    ])
    func dateAgainstSeconds(format: String, result: Bool) throws {
        #expect(try evaluateCondition(format, ["d": mayDay]) == result)
    }

    @Test func datesAgainstOtherThings() throws {
        // Text that is not a date, Booleans and nil neither equal nor order with a date.
        for format in ["$d == 'hello'", "$d < 'hello'", "$d > 'hello'", "$d == true", "$d < true",
                       "$d == nil", "$d < nil", "$d >= nil", "$d == '2024-13-01'", "$d == '2024-02-30'"] {
            #expect(try !evaluateCondition(format, ["d": mayDay]), "\(format)")
        }
        #expect(try evaluateCondition("$d != 'hello'", ["d": mayDay]))
        #expect(try evaluateCondition("$d != nil", ["d": mayDay]))
    }

    // MARK: Enums by raw value

    @Test func stringEnumsCompareByRawValue() throws {
        #expect(try evaluateCondition("$plan == 'pro'", ["plan": ConditionPlan.pro]))
        #expect(try !evaluateCondition("$plan == 'pro'", ["plan": ConditionPlan.free]))
        #expect(try evaluateCondition("$plan != 'free'", ["plan": ConditionPlan.pro]))
        #expect(try evaluateCondition("$plan IN {'pro', 'team'}", ["plan": ConditionPlan.team]))
        #expect(try evaluateCondition("$plan BEGINSWITH 'te'", ["plan": ConditionPlan.team]))
        #expect(try evaluateCondition("$plan ==[c] 'PRO'", ["plan": ConditionPlan.pro]))
        #expect(try evaluateCondition("$a == $b", ["a": ConditionPlan.pro, "b": "pro"]))
        let optional: ConditionPlan? = .pro
        #expect(try evaluateCondition("$plan == 'pro'", ["plan": optional]))
    }

    @Test func intEnumsCompareByRawValue() throws {
        #expect(try evaluateCondition("$level == 3", ["level": Level.high]))
        #expect(try evaluateCondition("$level > 1.5", ["level": Level.medium]))
        #expect(try !evaluateCondition("$level >= 2", ["level": Level.low]))
        #expect(try evaluateCondition("$level BETWEEN {2, 3}", ["level": Level.medium]))
        #expect(try !evaluateCondition("$level == 'high'", ["level": Level.high]))
    }

    @Test func collectionsOfEnumsAreListsOfRawValues() throws {
        #expect(try evaluateCondition("$plans CONTAINS 'pro'", ["plans": [ConditionPlan.free, ConditionPlan.pro]]))
        #expect(try evaluateCondition("'team' IN $plans", ["plans": Set([ConditionPlan.team])]))
        #expect(try !evaluateCondition("$plans CONTAINS 'team'", ["plans": Set([ConditionPlan.free, ConditionPlan.pro])]))
        #expect(try evaluateCondition("$levels CONTAINS {1, 3}", ["levels": [Level.high, Level.low]]))
    }

    // MARK: Sets and arrays are lists

    @Test func setsAreLists() throws {
        let tags: Set<String> = ["swift", "linux", "forms"]
        #expect(try evaluateCondition("$tags CONTAINS 'linux'", ["tags": tags]))
        #expect(try !evaluateCondition("$tags CONTAINS 'ios'", ["tags": tags]))
        #expect(try evaluateCondition("'forms' IN $tags", ["tags": tags]))
        #expect(try !evaluateCondition("'ios' IN $tags", ["tags": tags]))
        #expect(try evaluateCondition("'ios' NOT IN $tags", ["tags": tags]))
        #expect(try evaluateCondition("$tags CONTAINS {'forms', 'swift'}", ["tags": tags]))
        #expect(try !evaluateCondition("$tags CONTAINS {'forms', 'ios'}", ["tags": tags]))
        #expect(try evaluateCondition("$tags CONTAINS {}", ["tags": tags]))
        #expect(try !evaluateCondition("$tags CONTAINS 'lin'", ["tags": tags]))  // elements, not substrings
    }

    @Test func arraysAreLists() throws {
        let numbers = [1, 2, 3]
        #expect(try evaluateCondition("$n CONTAINS 2", ["n": numbers]))
        #expect(try evaluateCondition("$n CONTAINS 2.0", ["n": numbers]))
        #expect(try !evaluateCondition("$n CONTAINS 4", ["n": numbers]))
        #expect(try evaluateCondition("3 IN $n", ["n": numbers]))
        #expect(try evaluateCondition("$n CONTAINS {3, 1}", ["n": numbers]))
        #expect(try !evaluateCondition("$n CONTAINS {3, 4}", ["n": numbers]))
        #expect(try evaluateCondition("$n == {1, 2, 3}", ["n": numbers]))
        #expect(try !evaluateCondition("$n == {1, 2}", ["n": numbers]))
        #expect(try evaluateCondition("$n CONTAINS $m", ["n": numbers, "m": [2, 3]]))
        #expect(try !evaluateCondition("$n CONTAINS '2'", ["n": numbers]))
        #expect(try evaluateCondition("$empty CONTAINS {}", ["empty": [String]()]))
        #expect(try !evaluateCondition("$empty CONTAINS 'x'", ["empty": [String]()]))
    }

    @Test func inAListLiteral() throws {
        #expect(try evaluateCondition("$a IN {1, 2, 3}", ["a": 2]))
        #expect(try !evaluateCondition("$a IN {1, 2, 3}", ["a": 4]))
        #expect(try evaluateCondition("$a NOT IN {1, 2, 3}", ["a": 4]))
        #expect(try !evaluateCondition("$a NOT IN {1, 2, 3}", ["a": 1]))
        #expect(try !evaluateCondition("$a IN {}", ["a": 1]))
        #expect(try evaluateCondition("$a NOT IN {}", ["a": 1]))
        #expect(try evaluateCondition("$a IN {'x', 2}", ["a": "x"]))
        #expect(try !evaluateCondition("$a IN {'2'}", ["a": 2]))
        #expect(try !evaluateCondition("$missing IN {1, 2}"))
    }

    @Test func listLiteralsWithReferences() throws {
        let values: [String: Any?] = ["a": "x", "b": "y", "c": "x"]
        #expect(try evaluateCondition("$a IN {$b, $c}", values))
        #expect(try !evaluateCondition("$b IN {$a, $c}", values))
        #expect(try evaluateCondition("{$a, $b} == {'x', 'y'}", values))
    }

    // MARK: nil

    @Test func nilEquality() throws {
        #expect(try evaluateCondition("$missing == nil"))
        #expect(try evaluateCondition("$missing == NULL"))
        #expect(try evaluateCondition("nil == $missing"))
        #expect(try !evaluateCondition("$missing != nil"))
        #expect(try evaluateCondition("$a == nil", ["a": nil]))
        #expect(try evaluateCondition("$a == nil", ["a": Int?.none]))
        #expect(try evaluateCondition("$a == nil", ["a": String?.none as Any]))
        #expect(try evaluateCondition("$a != nil", ["a": 0]))
        #expect(try evaluateCondition("$a != nil", ["a": ""]))
        #expect(try evaluateCondition("$a != nil", ["a": false]))
        #expect(try !evaluateCondition("$a == nil", ["a": ""]))
        #expect(try evaluateCondition("nil == nil"))
        #expect(try evaluateCondition("$x == $y"))  // both missing, both nil
    }

    @Test("Ordering against nil is false for every ordering operator",
          arguments: ["<", "<=", "=<", ">", ">=", "=>"],
          ["$missing OP 1", "1 OP $missing", "$a OP nil", "nil OP $a", "$missing OP nil", "nil OP nil",
           "$missing OP 'a'", "'a' OP $missing", "$missing OP $other", "$s OP nil", "$d OP nil"])
    func orderingAgainstNil(op: String, template: String) throws {
        let format = template.replacingOccurrences(of: "OP", with: op)
        let values: [String: Any?] = ["a": 1, "s": "text", "d": mayDay]
        #expect(try !evaluateCondition(format, values), "\(format)")
        #expect(try evaluateCondition("NOT (\(format))", values), "NOT (\(format))")
    }

    @Test func stringOperatorsAgainstNilAreFalse() throws {
        for format in ["$missing CONTAINS 'a'", "'abc' CONTAINS $missing", "$missing BEGINSWITH 'a'",
                       "$missing ENDSWITH 'a'", "$missing LIKE '*'", "'a' IN $missing", "$missing BETWEEN {1, 2}"] {
            #expect(try !evaluateCondition(format), "\(format)")
        }
    }

    // MARK: Values of different types

    @Test("Values of different types are never equal", arguments: [
        ("'3' == 3", false), ("'3' != 3", true),
        ("3 == '3'", false), ("3 != '3'", true),
        ("true == 1", false), ("true != 1", true),
        ("false == 0", false), ("'true' == true", false),
        ("'' == nil", false), ("0 == nil", false), ("false == nil", false),
        ("{1} == 1", false), ("{} == nil", false), ("{'a'} == 'a'", false),
    ])
    func differentTypesAreUnequal(format: String, result: Bool) throws {
        #expect(try evaluateCondition(format) == result)
    }

    @Test func differentTypesFromValues() throws {
        #expect(try !evaluateCondition("$a == 3", ["a": "3"]))
        #expect(try evaluateCondition("$a != 3", ["a": "3"]))
        #expect(try !evaluateCondition("$a == '3'", ["a": 3]))
        #expect(try !evaluateCondition("$a == 1", ["a": true]))
        #expect(try !evaluateCondition("$a == $b", ["a": 1, "b": true]))
    }

    @Test("Values of different types are never ordered", arguments: ["<", "<=", ">", ">="])
    func differentTypesAreUnordered(op: String) throws {
        for format in ["'3' \(op) 4", "4 \(op) '3'", "true \(op) 0", "1 \(op) false", "{1} \(op) 2", "'a' \(op) {'a'}"] {
            #expect(try !evaluateCondition(format), "\(format)")
        }
    }

    // MARK: LIKE

    @Test("LIKE matches the whole text; * is any run, ? one character", arguments: [
        ("hello", "h*o", true),
        ("hello", "h?llo", true),
        ("hello", "h?lo", false),
        ("hello", "*", true),
        ("", "*", true),
        ("", "?", false),
        ("", "", true),
        ("a", "", false),
        ("hello", "hello", true),
        ("hello", "ell", false),
        ("hello", "*ell*", true),
        ("hello", "hel", false),
        ("hello", "*o", true),
        ("hello", "*l", false),
        ("hello", "H*", false),
        ("hello", "?????", true),
        ("hello", "????", false),
        ("hello", "??????", false),
        ("aaa", "a*a*a", true),
        ("aa", "a*a*a", false),
        ("abc", "a**c", true),
        ("abcbc", "*bc", true),
        ("mississippi", "m*iss*ppi", true),
        ("mississippi", "m*iss*ppx", false),
        ("café", "caf?", true),
        ("café", "cafe", false),
        ("café", "*é", true),
        ("日本語", "日?語", true),
        ("日本語", "*語", true),
        ("日本語", "??", false),
        ("Ünïcödé", "?n?c?d?", true),
    ])
    func like(text: String, pattern: String, result: Bool) throws {
        #expect(try evaluateCondition("$t LIKE '\(pattern)'", ["t": text]) == result)
        #expect(try evaluateCondition("$t NOT LIKE '\(pattern)'", ["t": text]) == !result)
    }

    @Test func likeWithModifiers() throws {
        #expect(try evaluateCondition("'HELLO' LIKE[c] 'h*o'"))
        #expect(try !evaluateCondition("'HELLO' LIKE 'h*o'"))
        #expect(try evaluateCondition("'café' LIKE[d] 'cafe'"))
        #expect(try evaluateCondition("'CAFÉ' LIKE[cd] 'caf?'"))
        #expect(try evaluateCondition("'CAFÉ' LIKE[cd] '*e'"))
    }

    @Test func likeOnlyMatchesText() throws {
        #expect(try !evaluateCondition("$n LIKE '1*'", ["n": 12]))
        #expect(try !evaluateCondition("$b LIKE 't*'", ["b": true]))
    }

    // MARK: BETWEEN

    @Test("BETWEEN includes both bounds", arguments: [
        (0.999, false), (1, true), (1.5, true), (3, true), (5, true), (5.001, false), (-3, false),
    ])
    func betweenNumbers(value: Double, result: Bool) throws {
        #expect(try evaluateCondition("$a BETWEEN {1, 5}", ["a": value]) == result)
        #expect(try evaluateCondition("$a NOT BETWEEN {1, 5}", ["a": value]) == !result)
        #expect(try evaluateCondition("$a BETWEEN $range", ["a": value, "range": [1, 5]]) == result)
        #expect(try evaluateCondition("$a BETWEEN {$lo, $hi}", ["a": value, "lo": 1, "hi": 5]) == result)
    }

    @Test func betweenIntegersFromRows() throws {
        #expect(try evaluateCondition("$age BETWEEN {18, 65}", ["age": 18]))
        #expect(try evaluateCondition("$age BETWEEN {18, 65}", ["age": 65]))
        #expect(try !evaluateCondition("$age BETWEEN {18, 65}", ["age": 66]))
    }

    @Test func betweenStrings() throws {
        #expect(try evaluateCondition("'b' BETWEEN {'a', 'c'}"))
        #expect(try evaluateCondition("'a' BETWEEN {'a', 'c'}"))
        #expect(try evaluateCondition("'c' BETWEEN {'a', 'c'}"))
        #expect(try !evaluateCondition("'d' BETWEEN {'a', 'c'}"))
        #expect(try !evaluateCondition("'B' BETWEEN {'a', 'c'}"))
        #expect(try evaluateCondition("'B' BETWEEN[c] {'a', 'c'}"))
        #expect(try evaluateCondition("'apple' BETWEEN {'a', 'b'}"))
    }

    @Test func betweenWithNilOrMixedTypes() throws {
        #expect(try !evaluateCondition("$missing BETWEEN {1, 5}"))
        #expect(try evaluateCondition("NOT ($missing BETWEEN {1, 5})"))
        #expect(try !evaluateCondition("3 BETWEEN {nil, 5}"))
        #expect(try !evaluateCondition("3 BETWEEN {1, $missing}"))
        #expect(try !evaluateCondition("'3' BETWEEN {1, 5}"))
        #expect(try !evaluateCondition("3 BETWEEN {'1', '5'}"))
        #expect(try !evaluateCondition("3 BETWEEN $range", ["range": [1, 2, 5]]))
        #expect(try !evaluateCondition("3 BETWEEN $range", ["range": 5]))
    }

    // MARK: [c] [d] [cd]

    @Test("String modifiers", arguments: [
        ("'ABC' ==[c] 'abc'", true),
        ("'ABC' == 'abc'", false),
        ("'ABC' !=[c] 'abc'", false),
        ("'ABC' != 'abc'", true),
        ("'ÉCOLE' ==[c] 'école'", true),
        ("'Σ' ==[c] 'σ'", true),
        ("'ß' ==[c] 'SS'", false),        // lowercase folding: 'ss' is not 'ß'
        ("'STRASSE' ==[c] 'strasse'", true),
        ("'café' ==[d] 'cafe'", true),
        ("'café' == 'cafe'", false),
        ("'café' !=[d] 'cafe'", false),
        ("'Café' ==[d] 'cafe'", false),   // [d] alone keeps case
        ("'naïve' ==[d] 'naive'", true),
        ("'Ångström' ==[d] 'Angstrom'", true),
        ("'CAFÉ' ==[d] 'cafe'", false),
        ("'CAFÉ' ==[c] 'cafe'", false),   // [c] alone keeps accents
        ("'CAFÉ' ==[cd] 'cafe'", true),
        ("'Crème Brûlée' ==[cd] 'creme brulee'", true),
        ("'Crème Brûlée' ==[dc] 'CREME BRULEE'", true),
        ("'Hello World' CONTAINS[c] 'o w'", true),
        ("'Hello World' CONTAINS 'o w'", false),
        ("'résumé' CONTAINS[d] 'resu'", true),
        ("'RÉSUMÉ' CONTAINS[cd] 'sume'", true),
        ("'Hello' BEGINSWITH[c] 'HE'", true),
        ("'Hello' BEGINSWITH 'HE'", false),
        ("'élan' BEGINSWITH[d] 'el'", true),
        ("'Hello' ENDSWITH[c] 'LO'", true),
        ("'Hello' ENDSWITH 'LO'", false),
        ("'café' ENDSWITH[d] 'fe'", true),
        ("'A' IN[c] {'a', 'b'}", true),
        ("'A' IN {'a', 'b'}", false),
        ("'é' IN[d] {'e'}", true),
        ("'É' IN[cd] {'x', 'e'}", true),
    ])
    func stringModifier(format: String, result: Bool) throws {
        #expect(try evaluateCondition(format) == result)
    }

    @Test func modifiersApplyToValuesToo() throws {
        #expect(try evaluateCondition("$a ==[d] 'cafe'", ["a": "cafe\u{301}"]))
        #expect(try evaluateCondition("$a ==[cd] $b", ["a": "ÉCOLE", "b": "ecole"]))
        #expect(try evaluateCondition("$tags CONTAINS[c] 'SWIFT'", ["tags": Set(["swift"])]))
        #expect(try !evaluateCondition("$tags CONTAINS 'SWIFT'", ["tags": Set(["swift"])]))
    }

    // MARK: Outside lookups

    @Test func lookupClosureIsAsked() throws {
        let predicate = try FormPredicate(format: "$a == 1 AND $b == 'x'")
        #expect(predicate.evaluate { tag in tag == "a" ? .number(1) : .string("x") })
        #expect(!predicate.evaluate { _ in .null })
    }

    @Test func predicateValueConvertibleTypesChooseTheirValue() throws {
        struct Money: PredicateValueConvertible {
            let cents: Int
            var predicateValue: PredicateValue { .number(Double(cents) / 100) }
        }
        #expect(try evaluateCondition("$price == 12.5", ["price": Money(cents: 1250)]))
        #expect(try evaluateCondition("$price < 13", ["price": Money(cents: 1250)]))
    }
}
