import Foundation
import Formwork
import Testing

@Suite("Typed text becomes values")
struct TextInputTests {
    /// Each test gets its own suite instance, so this form lives as long as the test.
    private let form = Form()

    private func inForm<R: BaseRow>(_ row: R) -> R {
        form +++ Section() <<< row
        return row
    }

    @Test func intRowKeepsWhatWasTypedWhenItDoesNotParse() {
        let row = inForm(IntRow("age") { $0.validationOptions = .validatesOnChange })
        row.setText("12")
        #expect(row.value == 12)
        row.setText("12a")
        #expect(row.value == nil)
        #expect(row.text == "12a", "what the person typed is kept")
        #expect(row.validationErrors.map(\.msg) == ["Enter a whole number."])
        row.setText("13")
        #expect(row.value == 13)
        #expect(row.validationErrors.isEmpty)
    }

    @Test func unparseableInputWinsOverRulesSoTheMessageIsPlain() {
        let row = inForm(IntRow("age") { $0.add(rule: RuleRequired()) })
        row.setText("abc")
        #expect(row.validate().map(\.msg) == ["Enter a whole number."])
        row.setText("")
        #expect(row.validate().map(\.msg) == ["This field is required."])
    }

    @Test func overflowIsAnErrorNotACrash() {
        let row = inForm(IntRow())
        row.setText("99999999999999999999999")
        #expect(row.value == nil)
        #expect(row.validate().count == 1)
    }

    @Test(arguments: [("3.5", 3.5), ("-0.25", -0.25), (" 42 ", 42.0), ("1e3", 1000.0)])
    func decimalRowParses(_ text: String, _ expected: Double) {
        let row = inForm(DecimalRow())
        row.setText(text)
        #expect(row.value == expected)
        #expect(row.validate().isEmpty)
    }

    @Test(arguments: ["nan", "inf", "0x10", "1,5", "12..3", "--1"])
    func decimalRowRejects(_ text: String) {
        let row = inForm(DecimalRow())
        row.setText(text)
        #expect(row.value == nil)
        #expect(row.validate().map(\.msg) == ["Enter a number."])
        #expect(row.text == text)
    }

    @Test func urlRow() {
        let row = inForm(URLRow())
        row.setText("https://example.com/a")
        #expect(row.value?.absoluteString == "https://example.com/a")
        row.setText("not a url")
        #expect(row.value == nil)
        #expect(row.validate().map(\.msg) == ["Enter a valid URL."])
    }

    @Test func emptyTextIsNil() {
        let row = inForm(TextRow())
        row.setText("hello")
        row.setText("")
        #expect(row.value == nil)
    }

    @Test func plainTextKeepsSpacesButEmailTrims() {
        let text = inForm(TextRow())
        text.setText("  padded ")
        #expect(text.value == "  padded ")
        let email = inForm(EmailRow())
        email.setText(" a@b.com ")
        #expect(email.value == "a@b.com")
    }

    @Test func settingTheValueReplacesTypedText() {
        let row = inForm(IntRow())
        row.setText("007")
        #expect(row.text == "007")
        #expect(row.value == 7)
        row.value = 8
        #expect(row.text == "8")
    }

    @Test func customInvalidInputMessageAndParser() {
        let row = inForm(IntRow { $0.invalidInputMessage = "Digits only, please." })
        row.setText("x")
        #expect(row.validate().map(\.msg) == ["Digits only, please."])
        let words = inForm(IntRow { $0.textParser = { ["one": 1, "two": 2][$0] } })
        words.setText("two")
        #expect(words.value == 2)
        words.setText("3")
        #expect(words.value == 3, "falls back to the row's own parsing")
    }

    @Test func numberFormatterFormatsAndParses() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let row = inForm(DecimalRow { $0.formatter = formatter })
        row.setText("1,234.5")
        #expect(row.value == 1234.5)
        row.value = 9876.5
        #expect(row.text == "9,876.5")
    }

    @Test func textMaskAppliesToAnyTextRow() {
        let row = inForm(TextRow { $0.textMask = .cardExpiry })
        row.setText("0528")
        #expect(row.value == "05/28")
        #expect(row.text == "05/28")
    }

    @Test func everyTextRowDeclaresItsKind() {
        let kinds: [(BaseRow, RowKind)] = [
            (TextRow(), .text), (NameRow(), .name), (EmailRow(), .email), (PasswordRow(), .secureText),
            (PhoneRow(), .phone), (TwitterRow(), .twitter), (AccountRow(), .account), (ZipCodeRow(), .zipCode),
            (URLRow(), .url), (IntRow(), .integer), (DecimalRow(), .decimal), (TextAreaRow(), .textArea),
        ]
        for (row, kind) in kinds {
            #expect(row.kind == kind)
            #expect(row is any TextInputRow)
        }
    }
}
