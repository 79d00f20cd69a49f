import Formwork
import Testing

@Suite("Text masks and field kinds")
struct TextMaskTests {
    @Test(arguments: [
        ("5", "5"), ("555", "555"), ("5551", "555-1"), ("5551234", "555-123-4"),
        ("5551234567", "555-123-4567"), ("555123456789", "555-123-4567"),
        ("555-123-4567", "555-123-4567"), ("(555) 123 4567", "555-123-4567"), ("abc", ""),
    ])
    func usPhoneFormatsAsTyped(_ input: String, _ expected: String) {
        #expect(TextMask.usPhone.apply(to: input) == expected)
    }

    @Test func deletingBackOverASeparatorWorks() {
        #expect(TextMask.usPhone.apply(to: "555-") == "555")
        #expect(TextMask.cardExpiry.apply(to: "12/") == "12")
    }

    @Test func cardExpiryAndZip() {
        #expect(TextMask.cardExpiry.apply(to: "1227") == "12/27")
        #expect(TextMask.cardExpiry.apply(to: "12/27") == "12/27")
        #expect(TextMask.cardExpiry.apply(to: "1") == "1")
        #expect(TextMask.zipCode.apply(to: "9021099") == "90210")
        #expect(TextMask.zipCode.apply(to: "90-210") == "90210")
    }

    @Test func customPatternsWithLettersAndAnyCharacter() {
        let mask = TextMask(pattern: "AA-##-*")
        #expect(mask.apply(to: "ab12z") == "ab-12-z")
        #expect(mask.apply(to: "1ab2") == "ab-2")
    }

    @Test func fieldKindsSetTheMaskAndTheRule() {
        let form = Form()
        let phone = PhoneRow("phone") { $0.useFieldKind(.usPhone) }
        let zip = ZipCodeRow("zip") { $0.useFieldKind(.zipCode) }
        let state = TextRow("state") { $0.useFieldKind(.usState) }
        let amount = TextRow("amount") { $0.useFieldKind(.decimal(places: 2)) }
        form +++ Section() <<< phone <<< zip <<< state <<< amount
        phone.setText("5551234567")
        #expect(phone.value == "555-123-4567")
        #expect(phone.validate().isEmpty)
        phone.setText("555")
        #expect(phone.validate().first?.msg == "Enter a US phone number like 555-123-4567.")
        zip.setText("1234")
        #expect(!zip.validate().isEmpty)
        state.value = "Oregon"
        #expect(state.validate().isEmpty)
        amount.value = "3.14159"
        #expect(!amount.validate().isEmpty)
    }
}
