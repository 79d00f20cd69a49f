import Foundation
import Formwork
import Testing

/// Front ends build controls from a row's hints, read without knowing its type.
@Suite("Renderer API: input hints")
struct InputHintsTests {
    @Test func textRowsHaveTheContentTypeTheirKindImplies() {
        let rows: [(BaseRow, TextContentType?)] = [
            (TextRow(), nil), (NameRow(), .name), (EmailRow(), .email), (PasswordRow(), .password),
            (PhoneRow(), .telephoneNumber), (AccountRow(), .username), (ZipCodeRow(), .postalCode),
            (URLRow(), .url), (IntRow(), .integer), (DecimalRow(), .decimal), (TwitterRow(), .username),
        ]
        for (row, type) in rows {
            #expect(row.inputHints.contentType == type, "\(row)")
        }
    }

    @Test func aContentTypeSetOnARowWinsAndReachesTemplateCopies() throws {
        let form = Form()
        form +++ Section() <<< PasswordRow("new") { $0.contentType = .newPassword }
        #expect(form.rowBy(tag: "new")?.inputHints.contentType == .newPassword)
        let copy = try FormTemplate { form }.makeForm()
        #expect(copy.rowBy(tag: "new")?.inputHints.contentType == .newPassword)
    }

    @Test func fieldKindsSetTheirMaskAndContentType() {
        let phone = TextRow()
        phone.useFieldKind(.usPhone)
        #expect(phone.inputHints == RowInputHints(mask: "###-###-####", contentType: .telephoneNumber))
        let expiry = TextRow()
        expiry.useFieldKind(.cardExpiry)
        #expect(expiry.inputHints == RowInputHints(mask: "##/##", contentType: .cardExpiry))
    }

    @Test func slidersAndSteppersGiveTheirBoundsAndStep() {
        let slider = SliderRow { $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 20 }
        #expect(slider.inputHints == RowInputHints(minimum: 0, maximum: 10, step: 0.5))
        slider.steps = 0
        #expect(slider.inputHints.step == nil, "a continuous scale has no step")
        let stepper = StepperRow { $0.minimumValue = 1; $0.maximumValue = 9; $0.stepValue = 2 }
        #expect(stepper.inputHints == RowInputHints(minimum: 1, maximum: 9, step: 2))
    }

    @Test func datesGiveTheirBoundsAsInputTextAndTimesTheirInterval() throws {
        let form = Form()
        form.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
        let start = Date(timeIntervalSince1970: 1_714_521_600)  // 2024-05-01T00:00Z, 12:00 in Auckland
        form +++ Section()
            <<< DateRow("day") { $0.minimumDate = start; $0.maximumDate = start.addingTimeInterval(86_400 * 30) }
            <<< TimeRow("at") { $0.minuteInterval = 15 }
        let day = try #require(form.rowBy(tag: "day"))
        #expect(day.inputHints.earliest == "2024-05-01")
        #expect(day.inputHints.latest == "2024-05-31")
        #expect(day.inputHints.step == nil)
        #expect(form.rowBy(tag: "at")?.inputHints.step == 900)
    }

    @Test func rowsWithoutSettingsHaveNoHints() {
        #expect(CheckRow().inputHints == RowInputHints())
        #expect(PushRow<String>().inputHints == RowInputHints())
    }
}
