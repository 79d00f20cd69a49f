import Foundation
import Formwork
import Testing

@Suite("Field kinds bring their checks")
struct FieldKindChecksTests {
    private func errors(_ kind: TextFieldKind, _ text: String?, message: String? = nil) -> [String] {
        let row = TextRow("field") { $0.useFieldKind(kind, message: message) }
        let form = Form()
        form +++ Section() <<< row
        if let text { row.setText(text) }
        return row.validate().map(\.msg)
    }

    @Test func emailChecksTheFormat() {
        #expect(errors(.email, "ada@example.com").isEmpty)
        #expect(errors(.email, "not an email") == ["Enter a valid email address."])
        #expect(errors(.email, nil).isEmpty, "an empty field is for RuleRequired to refuse")
        #expect(errors(.email, "x", message: "Use your work address") == ["Use your work address"])
    }

    @Test func aPasswordIsNotEmpty() {
        #expect(errors(.password, "s3cret").isEmpty)
        #expect(errors(.password, nil) == ["This field is required."])
        #expect(errors(.password, nil, message: "Choose a password") == ["Choose a password"])
    }

    @Test func anIntegerIsWholeDigitsWithASign() {
        #expect(errors(.integer, "42").isEmpty)
        #expect(errors(.integer, "-7").isEmpty)
        #expect(errors(.integer, "4.2") == ["Enter a whole number."])
        #expect(errors(.integer, "12a") == ["Enter a whole number."])
        #expect(errors(.integer, "x", message: "Digits only") == ["Digits only"])
    }

    @Test func theOlderKindsTakeACustomMessageToo() {
        #expect(errors(.usPhone, "12", message: "A US number, please") == ["A US number, please"])
        #expect(errors(.zipCode, "1", message: "Five digits") == ["Five digits"])
    }

    @Test func theKindSetsWhatTheFieldHolds() {
        #expect(TextRow { $0.useFieldKind(.email) }.inputHints.contentType == .email)
        #expect(TextRow { $0.useFieldKind(.password) }.inputHints.contentType == .password)
        #expect(TextRow { $0.useFieldKind(.integer) }.inputHints.contentType == .integer)
    }

    @Test func aSchemaNamesTheNewKinds() throws {
        let form = try Form(schemaJSON: Data(#"{"sections":[{"rows":[{"type":"text","tag":"mail","fieldKind":"email"},{"type":"text","tag":"n","fieldKind":"integer"}]}]}"#.utf8))
        let mail = try #require(form.rowBy(tag: "mail") as? TextRow)
        mail.setText("nope")
        #expect(mail.validate().map(\.msg) == ["Enter a valid email address."])
        let number = try #require(form.rowBy(tag: "n") as? TextRow)
        number.setText("1.5")
        #expect(number.validate().map(\.msg) == ["Enter a whole number."])
        // Written back as the rules they add, and read again the same.
        let again = try Form(schema: FormSchema(form: form))
        let mailAgain = try #require(again.rowBy(tag: "mail") as? TextRow)
        mailAgain.setText("nope")
        #expect(mailAgain.validate().map(\.msg) == ["Enter a valid email address."])
    }
}
