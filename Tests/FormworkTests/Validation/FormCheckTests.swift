import Foundation
import Formwork
import Testing

/// Checks of the whole form: what no single row can judge, run after the rows'
/// rules each time the form validates.
@Suite("Validation: checks of the whole form")
struct FormCheckTests {
    /// Rent and food must stay within 3000; an error about both goes to the form.
    struct Budget: FormCheck {
        func errors(in form: Form) -> [ValidationError] {
            let rent = (form.rowBy(tag: "rent") as? IntRow)?.value ?? 0
            let food = (form.rowBy(tag: "food") as? IntRow)?.value ?? 0
            var errors: [ValidationError] = []
            if rent + food > 3000 { errors.append(ValidationError(msg: "Over budget.", tag: "food")) }
            if rent == 0 && food == 0 { errors.append(ValidationError(msg: "Fill in something.")) }
            if rent > 2500 { errors.append(ValidationError(msg: "Rent is high.", tag: "nowhere")) }
            return errors
        }
    }

    static func form() -> Form {
        let form = Form()
        form +++ Section()
            <<< IntRow("rent") { $0.add(rule: RuleSmallerOrEqualThan(max: 5000)) }
            <<< IntRow("food")
        form.add(check: Budget())
        return form
    }

    @Test func anErrorWithATagShowsOnItsRow() {
        let form = Self.form()
        form.setValues(["rent": 2000, "food": 1500])
        let errors = form.validate()
        #expect(errors.map(\.msg) == ["Over budget."])
        #expect(form.rowBy(tag: "food")?.validationErrors.map(\.msg) == ["Over budget."])
        #expect(!form.isValid)
        form.setValues(["food": 500])
        #expect(form.validate().isEmpty)
        #expect(form.rowBy(tag: "food")?.validationErrors.isEmpty == true, "the next run replaces the last one's errors")
    }

    @Test func anErrorWithoutARowGoesToTheForm() {
        let form = Self.form()
        #expect(form.validate().map(\.msg) == ["Fill in something."])
        #expect(form.formErrors.map(\.msg) == ["Fill in something."])
        form.setValues(["rent": 2600])
        #expect(form.validate().map(\.msg) == ["Rent is high."], "a tag no row has is the form's too")
        #expect(form.formErrors.map(\.msg) == ["Rent is high."])
        form.setValues(["rent": 100])
        form.validate()
        #expect(form.formErrors.isEmpty)
    }

    @Test func aRowsOwnErrorIsTheOneItShows() {
        let form = Self.form()
        form.setValues(["rent": 6000])
        let errors = form.validate()
        #expect(form.rowBy(tag: "rent")?.validationErrors.count == 1, "the rule's error; the check adds none to the row")
        #expect(errors.contains { $0.msg == "Over budget." })
    }

    @Test func quietlyShowsNothingAndKeepsTheFormsErrors() {
        let form = Self.form()
        form.setValues(["rent": 2000, "food": 1500])
        #expect(form.validate(quietly: true).map(\.msg) == ["Over budget."])
        #expect(form.rowBy(tag: "food")?.validationErrors.isEmpty == true)
        #expect(form.formErrors.isEmpty)
    }

    @Test func markedErrorsStayAndClearingRemovesBoth() {
        let form = Self.form()
        form.markInvalid(message: "The server is busy.")
        form.validate()
        #expect(form.formErrors.map(\.msg) == ["The server is busy.", "Fill in something."])
        form.clearFormErrors()
        #expect(form.formErrors.isEmpty)
    }

    @Test func aTemplatesFormsRunTheCheck() throws {
        let template = try FormTemplate { Self.form() }
        let form = template.makeForm()
        #expect(form.checks.count == 1)
        form.setValues(["rent": 2000, "food": 1500])
        #expect(form.validate().map(\.msg) == ["Over budget."])
    }

    @Test func submittingAJourneyRunsTheCheckAndGoesToItsPage() {
        let form = Form()
        form +++ Page("Rent") <<< IntRow("rent")
        form +++ Page("Food") <<< IntRow("food")
        form.add(check: Budget())
        form.setValues(["rent": 2000, "food": 1500])
        var journey = FormJourney(form: form)
        _ = journey.advance()
        _ = journey.advance()
        let errors = journey.submit()
        #expect(errors.map(\.msg) == ["Over budget."])
        #expect(journey.currentPage?.title == "Food", "the journey goes to the page of the row in error")
    }
}
