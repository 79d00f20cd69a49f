import FormworkCompatibility
import Testing

/// Seed 003, "Example App" ("run the example app to take a look at some of the
/// RSFormView functionalities"): the example app's sign-up form (see
/// Seed003Fixtures.swift), its rows, messages, and fields read per form.
@Suite("Seed 003: Example App")
struct ExampleAppTests {
    typealias Name = SignupExampleViewModel.FieldName

    @Test func theExampleFormHasEveryFieldAsARowInOrder() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let form = controller.formView.form
        #expect(form.allRows.map { $0.tag ?? "" } == controller.viewModel.fields().map(\.name))
        // The text item starts a section headed by its text.
        #expect(form.allSections.map(\.header) == [nil, "Enter your address"])
        // Two fields of one item, and a half field, take half a line each.
        let half = form.allRows.filter { $0.width == .half }.compactMap(\.tag)
        #expect(half == [Name.firstName, .lastName, .gender, .city, .state].map(\.rawValue))
        #expect(form.rowBy(tag: Name.city.rawValue)?.lineNeighbour?.row.tag == Name.state.rawValue)
        // Each field type its row: a picker, a date, a password, a stepper of its own.
        #expect(form.rowBy(tag: Name.gender.rawValue) is PushRow<String>)
        #expect(form.rowBy(tag: Name.birthdate.rawValue) is DateRow)
        #expect(form.rowBy(tag: Name.password.rawValue) is PasswordRow)
        #expect(form.rowBy(tag: Name.numberOfSiblings.rawValue) is StepperRow)
        #expect((form.rowBy(tag: Name.firstName.rawValue) as? TextRow)?.value == "John")
        #expect(form.rowBy(tag: Name.email.rawValue)?.title == "EMAIL")
    }

    @Test func eachFieldSaysItsOwnMessage() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let form = controller.formView.form
        SignupExampleViewModel.fill(form, lastName: "John", confirm: "nope")
        _ = form.rowBy(tag: Name.zip.rawValue)?.takeInput(.text("1234"))
        _ = form.rowBy(tag: Name.state.rawValue)?.takeInput(.text("Atlantis"))
        let errors = Dictionary(form.validate().map { ($0.tag ?? "", $0.msg) }, uniquingKeysWith: { first, _ in first })
        // The custom evaluator reads the first name through fields().
        #expect(errors[Name.lastName.rawValue] == "Please enter a last name")
        #expect(errors[Name.confirmPassword.rawValue] == "Passwords don't match")
        #expect(errors[Name.zip.rawValue] == "Please enter a Zip Code")
        #expect(errors[Name.state.rawValue] == "Please enter a valid state")
        #expect(errors.count == 4)
    }

    @Test func formsOfOneTemplateEachReadTheirOwnFields() throws {
        let template = try FormTemplate { FormView(with: SignupExampleViewModel()).form }
        let a = template.makeForm(), b = template.makeForm()
        SignupExampleViewModel.fill(a, lastName: "John")
        SignupExampleViewModel.fill(b, lastName: "Smith")
        // The last name may not equal the first name of the same form only.
        #expect(a.validate().compactMap(\.tag) == [Name.lastName.rawValue])
        #expect(b.validate().isEmpty)
        _ = b.rowBy(tag: Name.firstName.rawValue)?.takeInput(.text("Smith"))
        #expect(b.validate().compactMap(\.tag) == [Name.lastName.rawValue])
        #expect(a.validate().compactMap(\.tag) == [Name.lastName.rawValue])
    }

    /// Code that changes fields shows the change with `reloadVisibleCells()`; a
    /// picker holds only one of its options.
    @Test func reloadVisibleCellsShowsWhatCodeChanged() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let fields = controller.viewModel.fields()
        let city = try #require(fields.first { $0.name == Name.city.rawValue })
        let gender = try #require(fields.first { $0.name == Name.gender.rawValue })
        let birthdate = try #require(fields.first { $0.name == Name.birthdate.rawValue })
        city.value = "Paris"
        gender.value = "female"
        birthdate.value = "12/24/2001"
        controller.formView.reloadVisibleCells()
        let form = controller.formView.form
        #expect((form.rowBy(tag: Name.city.rawValue) as? TextRow)?.value == "Paris")
        #expect((form.rowBy(tag: Name.gender.rawValue) as? PushRow<String>)?.value == "female")
        #expect(form.rowBy(tag: Name.birthdate.rawValue)?.inputText == "2001-12-24")
        gender.value = "unknown"
        controller.formView.reloadVisibleCells()
        #expect((form.rowBy(tag: Name.gender.rawValue) as? PushRow<String>)?.value == nil)
    }
}
