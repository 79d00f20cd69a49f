import Foundation
import Formwork
import Testing

/// One way numbers are written everywhere (fields, bounds, messages, conditions, JSON).
@Suite("Numbers as text")
struct NumberTextTests {
    @Test("whole numbers have no fraction, others are written as Swift writes them")
    func plainText() {
        #expect(NumberText.plain(12.0) == "12")
        #expect(NumberText.plain(-3.0) == "-3")
        #expect(NumberText.plain(2.5) == "2.5")
        #expect(NumberText.plain(-0.0) == "0")
        #expect(NumberText.plain(Float(0.1)) == "0.1", "a Float as its shortest text")
        #expect(NumberText.plain(Float(3)) == "3")
        #expect(NumberText.plain(999_999_999_999_999.0) == "999999999999999")
        #expect(NumberText.plain(1e15) == "1000000000000000.0", "past the whole numbers written without a fraction")
        #expect(NumberText.plain(Double.nan) == "nan")
        #expect(NumberText.plain(Double.infinity) == "inf")
    }

    @Test("for people, with the catalogue's decimal separator")
    func forPeople() {
        #expect(FormMessages.english.number(2.5) == "2.5")
        #expect(FormMessages.french.number(2.5) == "2,5")
        #expect(FormMessages.french.number(40) == "40")
    }

    @Test("a stepper's text, its bounds in a message and a rule's bound are written alike")
    func everyPlaceAgrees() {
        let form = Form()
        let stepper = StepperRow("s") { $0.minimumValue = 0.5; $0.maximumValue = 2; $0.stepValue = 0.5 }
        form +++ Section() <<< stepper
        stepper.value = 2
        #expect(stepper.inputText == "2")
        stepper.value = 1.5
        #expect(stepper.inputText == "1.5")
        #expect(stepper.takeInput(.text("7")).message?.contains("0.5") == true)
        #expect(stepper.takeInput(.text("7")).message?.contains("2.0") == false)
    }
}
