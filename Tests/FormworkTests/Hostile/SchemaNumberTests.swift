import Foundation
@testable import Formwork
import Testing

/// Numbers in schemas are read exactly; what cannot be kept is refused with its path.
@Suite("Hostile schemas: numbers")
struct SchemaNumberTests {
    private func issues(_ json: String) -> [String] {
        do {
            _ = try Form(schemaJSON: Data(json.utf8))
            return []
        } catch {
            return error.issues.map { "\($0.path): \($0.message)" }
        }
    }

    private func form(_ json: String) throws -> Form { try Form(schemaJSON: Data(json.utf8)) }

    @Test func largeWholeNumbersAreKeptExactly() throws {
        let form = try form(#"{"sections": [{"rows": [{"type": "int", "tag": "n", "value": 9007199254740993}]}]}"#)
        #expect((form.rowBy(tag: "n") as? IntRow)?.value == 9_007_199_254_740_993)
        let low = try self.form(#"{"sections": [{"rows": [{"type": "int", "tag": "n", "value": -9223372036854775808}]}]}"#)
        #expect((low.rowBy(tag: "n") as? IntRow)?.value == Int.min)
    }

    @Test(arguments: ["9223372036854775808", "-9223372036854775809", "18446744073709551616", "1e400"])
    func numbersBeyondWhatCanBeHeldAreRefusedWithTheirPath(number: String) {
        let found = issues(#"{"sections": [{"rows": [{"type": "int", "tag": "n", "value": \#(number)}, {"type": "push", "tag": "p", "options": [1, \#(number)]}]}]}"#)
        #expect(found.contains { $0.hasPrefix("sections[0].rows[0].value: the") && $0.contains(number) }, "\(found)")
        #expect(found.contains { $0.hasPrefix("sections[0].rows[1].options[1]: the") }, "\(found)")
    }

    @Test func wholeAndOtherNumbersMakeNumberOptions() throws {
        let form = try form(#"{"sections": [{"rows": [{"type": "push", "tag": "p", "options": [1, 1e300], "value": 1e300}]}]}"#)
        let row = try #require(form.rowBy(tag: "p") as? PushRow<Double>)
        #expect(row.options == [1, 1e300])
        #expect(row.value == 1e300)
        #expect(row.takeInput(.text("7")).message == "Choose one of the listed options.")
    }

    @Test func aWholeNumberADoubleCannotHoldIsNotADoubleOption() {
        let found = issues(#"{"sections": [{"rows": [{"type": "push", "tag": "p", "options": [0.5, 9007199254740993]}]}]}"#)
        #expect(found.contains { $0.hasPrefix("sections[0].rows[0].options") }, "\(found)")
    }

    @Test func duplicateFieldsAndBadTextAreReported() {
        #expect(issues(#"{"sections": [{"rows": [{"type": "text", "tag": "a", "tag": "b"}]}]}"#)
            .contains("sections[0].rows[0].tag: the field appears twice"))
        #expect(issues(#"{"sections": [{"rows": [{"type": "text" "tag": "a"}]}]}"#).first?.hasPrefix(": not valid JSON") == true)
        #expect(issues("{\"sections\": [\"\u{1}\"]}").first?.contains("control character") == true)
        #expect(issues(String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).first?.contains("nested") == true)
    }

    @Test func textEscapesAndUnicodeRead() throws {
        let form = try form(#"{"sections": [{"rows": [{"type": "text", "tag": "t", "value": "caf\u00e9 \ud83d\ude00 \"q\" \\ \/"}]}]}"#)
        #expect((form.rowBy(tag: "t") as? TextRow)?.value == "café 😀 \"q\" \\ /")
    }
}

/// Settings no row can work with are refused, not kept.
@Suite("Hostile schemas: settings")
struct SchemaSettingsTests {
    private func issues(_ rows: String, options: SchemaOptions = []) -> [String] {
        do {
            _ = try Form(schemaJSON: Data(#"{"sections": [{"rows": [\#(rows)]}]}"#.utf8), options: options)
            return []
        } catch {
            return error.issues.map { "\($0.path): \($0.message)" }
        }
    }

    @Test func aMaskThatHoldsNothingIsRefused() {
        #expect(issues(##"{"type": "text", "tag": "t", "mask": ""}"##).first?.hasPrefix("sections[0].rows[0].mask: has no #") == true)
        #expect(issues(#"{"type": "text", "tag": "t", "mask": "---"}"#).count == 1)
        #expect(issues(###"{"type": "text", "tag": "t", "mask": "##-##"}"###).isEmpty)
    }

    @Test func sliderBoundsAndStepsMustMakeSense() {
        #expect(issues(#"{"type": "slider", "tag": "s", "min": 0, "max": 1e300}"#) == ["sections[0].rows[0].max: is beyond what the row can hold"])
        #expect(issues(#"{"type": "slider", "tag": "s", "steps": -3}"#) == ["sections[0].rows[0].steps: must be zero or more"])
        #expect(issues(#"{"type": "stepper", "tag": "s", "step": -1}"#) == ["sections[0].rows[0].step: must be greater than zero"])
    }

    @Test func theEarliestDateComesFirst() {
        #expect(issues(#"{"type": "date", "tag": "d", "minimumDate": "2024-12-31", "maximumDate": "2024-01-01"}"#)
            == ["sections[0].rows[0].maximumDate: is before minimumDate"])
    }

    @Test func nestedQuantifiersCanBeRefused() {
        let row = #"{"type": "text", "tag": "t", "rules": [{"rule": "regex", "value": "(a+)+$"}]}"#
        #expect(issues(row).isEmpty)
        #expect(issues(row, options: .refusingNestedQuantifiers).first?.hasPrefix("sections[0].rows[0].rules[0].value: the regular expression repeats") == true)
    }
}
