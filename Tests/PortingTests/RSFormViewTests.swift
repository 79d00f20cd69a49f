import Foundation
import FormworkCompatibility
import Testing

/// RSFormView's README (seed 003) and its example app's sign-up view model, ported by
/// deleting the lines that touch UIKit (cells, colours, fonts, the table view), and
/// the behaviour the README describes.
@Suite("Porting RSFormView")
struct RSFormViewTests {
    // MARK: The example app's view model, UIKit lines deleted

    /// The example project's custom item: its cell identifier named a UIKit cell and
    /// is deleted; what is left draws its field as a stepper.
    final class StepperCellItem: FormItem {
        convenience init(with field: FormField) {
            self.init(with: [field])
        }

        override func makeRow(for field: FormField) -> BaseRow? {
            StepperRow(field.name) { $0.value = Double(field.value); $0.title = field.name }
        }
    }

    final class SignupExampleViewModel: FormViewModel {
        var items: [FormItem] = []

        init() {
            items = [emailItem(), nameItem(), birthDateItem(), genderItem(), siblingsItem(), passwordItem(),
                     confirmPasswordItem(), addressHeaderItem(),
                     addressItem(), cityStateItem(), zipItem()]
        }

        enum FieldName: String {
            case numberOfSiblings = "NUMBER OF SIBLINGS"
            case firstName = "FIRST NAME"
            case lastName = "LAST NAME"
            case city = "CITY"
            case state = "STATE"
            case zip = "ZIP CODE"
            case birthdate = "DOB"
            case email = "EMAIL"
            case password = "PASSWORD"
            case confirmPassword = "CONFIRM PASSWORD"
            case address = "ADDRESS"
            case age = "AGE"
            case gender = "GENDER"
        }

        var collectedData: String {
            var data = ""
            fields().forEach {
                data += "\($0.name): \($0.value) \n"
            }
            return data
        }

        func siblingsItem() -> FormItem {
            return StepperCellItem(with: FormField(name: FieldName.numberOfSiblings.rawValue,
                                                   initialValue: "10",
                                                   placeholder: "",
                                                   fieldType: .integer,
                                                   isValid: true,
                                                   errorMessage: "Please enter a value"))
        }

        func nameItem() -> FormItem {
            return TwoTextFieldCellItem(firstField: firstNameField(), secondField: lastNameField())
        }

        func firstNameField() -> FormField {
            let firstNameField = FormField(name: FieldName.firstName.rawValue,
                                           initialValue: "John",
                                           placeholder: FieldName.firstName.rawValue,
                                           fieldType: .regular,
                                           isValid: true,
                                           errorMessage: "Please enter a first name")
            firstNameField.maximumTextLength = 6
            firstNameField.minimumTextLength = 3
            return firstNameField
        }

        func emailItem() -> FormItem {
            let emailField = FormField(name: FieldName.email.rawValue,
                                       initialValue: "",
                                       placeholder: FieldName.email.rawValue,
                                       fieldType: .email,
                                       isValid: false,
                                       errorMessage: "Please enter a valid email")
            return TextFieldCellItem(with: emailField)
        }

        func lastNameField() -> FormField {
            let lastNameField = FormField(name: FieldName.lastName.rawValue,
                                          initialValue: "",
                                          placeholder: FieldName.lastName.rawValue,
                                          fieldType: .regular,
                                          isValid: false,
                                          errorMessage: "Please enter a last name")
            lastNameField.validationType = .custom(evaluator: { [weak self] value in
                let nameField = self?.fields().first { $0.name == FieldName.firstName.rawValue }
                let nameValue = nameField?.value ?? ""
                return value.count > 1 && value != nameValue
            })
            return lastNameField
        }

        func addressHeaderItem() -> FormItem {
            let item = TextCellItem()
            item.contraintsConfigurator.headerLabelTopMargin = CGFloat(50)
            item.contraintsConfigurator.headerLabelBottomMargin = CGFloat(5)
            item.attributedText = NSAttributedString(string: "Enter your address")
            return item
        }

        func addressItem() -> FormItem {
            let addressField = FormField(name: FieldName.address.rawValue,
                                         initialValue: "",
                                         placeholder: FieldName.address.rawValue,
                                         fieldType: .regular,
                                         isValid: false,
                                         errorMessage: "Please enter an address")
            return TextFieldCellItem(with: addressField)
        }

        func cityStateItem() -> FormItem {
            let cityField = FormField(name: FieldName.city.rawValue,
                                      initialValue: "",
                                      placeholder: FieldName.city.rawValue,
                                      fieldType: .regular,
                                      isValid: false,
                                      errorMessage: "Please enter a city")
            let stateField = FormField(name: FieldName.state.rawValue,
                                       initialValue: "",
                                       placeholder: FieldName.state.rawValue,
                                       fieldType: .usState,
                                       isValid: false,
                                       errorMessage: "Please enter a valid state")
            return TwoTextFieldCellItem(firstField: cityField, secondField: stateField)
        }

        func zipItem() -> FormItem {
            let zipField = FormField(name: FieldName.zip.rawValue,
                                     initialValue: "",
                                     placeholder: FieldName.zip.rawValue,
                                     fieldType: .fiveDigitZipCode,
                                     isValid: false,
                                     errorMessage: "Please enter a Zip Code")
            return TextFieldCellItem(with: zipField)
        }

        func birthDateItem() -> FormItem {
            let birthdateField = FormField(name: FieldName.birthdate.rawValue,
                                           initialValue: "",
                                           placeholder: FieldName.birthdate.rawValue,
                                           fieldType: .date,
                                           isValid: false,
                                           errorMessage: "Please enter a birthdate")
            return TextFieldCellItem(with: birthdateField)
        }

        func genderItem() -> FormItem {
            let genderOptions = ["male", "female", "other"]
            let genderField = FormField(name: FieldName.gender.rawValue,
                                        initialValue: "",
                                        placeholder: FieldName.gender.rawValue,
                                        fieldType: .picker,
                                        isValid: false,
                                        errorMessage: "Please select your gender")
            genderField.options = genderOptions
            genderField.isHalfField = true
            return TextFieldCellItem(with: genderField)
        }

        func passwordItem() -> FormItem {
            let passwordField = FormField(name: FieldName.password.rawValue,
                                          initialValue: "",
                                          placeholder: FieldName.password.rawValue,
                                          fieldType: .password,
                                          isValid: false,
                                          errorMessage: "Please enter a valid password")
            passwordField.minimumTextLength = 8
            return TextFieldCellItem(with: passwordField)
        }

        func confirmPasswordItem() -> FormItem {
            let confirmPasswordField = FormField(name: FieldName.confirmPassword.rawValue,
                                                 initialValue: "",
                                                 placeholder: FieldName.confirmPassword.rawValue,
                                                 fieldType: .password,
                                                 isValid: false,
                                                 errorMessage: "Passwords don't match")
            confirmPasswordField.validationMatch = FieldName.password.rawValue
            return TextFieldCellItem(with: confirmPasswordField)
        }
    }

    /// The example's view controller, UIKit lines deleted: its button follows the
    /// delegate.
    final class SignupExampleViewController: FormViewDelegate {
        let formView = FormView()
        var viewModel = SignupExampleViewModel()
        var buttonEnabled = false
        var updates = 0

        func viewDidLoad() {
            formView.viewModel = viewModel
            formView.delegate = self
        }

        func didUpdateFields(in formView: FormView, allFieldsValid: Bool) {
            updates += 1
            buttonEnabled = allFieldsValid
        }
    }

    typealias Name = SignupExampleViewModel.FieldName

    /// A complete, valid sign-up typed into `form`.
    static func fill(_ form: Form, lastName: String = "Smith", confirm: String = "secret123") {
        let text: [(Name, String)] = [(.email, "john@example.com"), (.lastName, lastName), (.password, "secret123"),
                                      (.confirmPassword, confirm), (.address, "1 Main St"), (.city, "Springfield"),
                                      (.state, "IL"), (.zip, "62701")]
        for (name, value) in text { _ = form.rowBy(tag: name.rawValue)?.takeInput(.text(value)) }
        _ = form.rowBy(tag: Name.birthdate.rawValue)?.takeInput(.text("1990-04-01"))
        _ = form.rowBy(tag: Name.gender.rawValue)?.takeInput(.text("other"))
    }

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

    @Test func theDelegateIsToldOnEveryEditAndTheButtonFollowsValidity() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let form = controller.formView.form
        _ = form.rowBy(tag: Name.email.rawValue)?.takeInput(.text("john@example.com"))
        #expect(controller.updates == 1)
        #expect(controller.buttonEnabled == false)
        Self.fill(form)
        #expect(controller.buttonEnabled == true)
        #expect(form.validate().isEmpty)
        // The collected data is what was typed, words capitalized as RSFormView keeps them.
        let data = controller.viewModel.collectedData
        #expect(data.contains("EMAIL: john@example.com \n"))
        #expect(data.contains("CITY: Springfield \n"))
        #expect(data.contains("DOB: 04/01/1990 \n"))
        #expect(data.contains("NUMBER OF SIBLINGS: 10 \n"))
        // A confirmation that no longer matches makes the form invalid again.
        _ = form.rowBy(tag: Name.password.rawValue)?.takeInput(.text("different1"))
        #expect(controller.buttonEnabled == false)
        #expect(form.validate().compactMap(\.tag) == [Name.confirmPassword.rawValue])
    }

    @Test func eachFieldSaysItsOwnMessage() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let form = controller.formView.form
        Self.fill(form, lastName: "John", confirm: "nope")
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
        Self.fill(a, lastName: "John")
        Self.fill(b, lastName: "Smith")
        // The last name may not equal the first name of the same form only.
        #expect(a.validate().compactMap(\.tag) == [Name.lastName.rawValue])
        #expect(b.validate().isEmpty)
        _ = b.rowBy(tag: Name.firstName.rawValue)?.takeInput(.text("Smith"))
        #expect(b.validate().compactMap(\.tag) == [Name.lastName.rawValue])
        #expect(a.validate().compactMap(\.tag) == [Name.lastName.rawValue])
    }

    /// Formwork's README: an RSFormView view model made a form.
    @Test func formworksReadmeExample() throws {
        let email = FormField(name: "EMAIL", initialValue: "", placeholder: "EMAIL",
                              fieldType: .email, isValid: false, errorMessage: "Please enter a valid email")
        let first = FormField(name: "FIRST NAME", initialValue: "", fieldType: .regular, isValid: false)
        let last = FormField(name: "LAST NAME", initialValue: "", fieldType: .regular, isValid: false)
        let viewModel = BasicFormViewModel(items: [TextFieldCellItem(with: email),
                                                   TwoTextFieldCellItem(firstField: first, secondField: last)])
        let form = FormView(with: viewModel).form   // first and last name side by side
        #expect(form.rowBy(tag: "FIRST NAME")?.lineNeighbour?.row.tag == "LAST NAME")
        #expect(form.validate().map(\.msg).first == "Please enter a valid email")
    }

    // MARK: The README's snippets

    /// "Collect data": `fields()` with each field's name and value.
    @Test func collectData() throws {
        struct User { var firstName = ""; var birthdate = "" }
        let formViewModel = SignupExampleViewModel()
        let formView = FormView(with: formViewModel)
        _ = formView.form.rowBy(tag: Name.birthdate.rawValue)?.takeInput(.text("2001-12-24"))
        var user = User()
        var others: [String] = []
        formViewModel.fields().forEach {
            switch $0.name {
            case "FIRST NAME":
                user.firstName = $0.value
            case "DOB":
                user.birthdate = $0.value
            default:
                others.append("\($0.name): \($0.value)")
            }
        }
        #expect(user.firstName == "John")
        #expect(user.birthdate == "12/24/2001")
        #expect(others.count == 10)
    }

    /// "ValidationType": the custom example, which compares with another field.
    @Test func customValidation() throws {
        let model = BasicFormViewModel()
        let other = FormField(name: "OtherFormFieldName", initialValue: "", fieldType: .regular, isValid: false)
        let yourFormField = FormField(name: "Mine", initialValue: "", fieldType: .regular, isValid: false,
                                      errorMessage: "Must match, with more than 5 characters")
        yourFormField.validationType = .custom(evaluator: { [weak model] updatedValue in
            let otherFormField = model?.fields().first { $0.name == "OtherFormFieldName" }
            let otherFormFieldValue = otherFormField?.value ?? ""
            return updatedValue.count > 5 && updatedValue == otherFormFieldValue
        })
        model.items = [TextFieldCellItem(with: other), TextFieldCellItem(with: yourFormField)]
        let form = FormView(with: model).form
        _ = form.rowBy(tag: "OtherFormFieldName")?.takeInput(.text("abcdefg"))
        _ = form.rowBy(tag: "Mine")?.takeInput(.text("abcdef"))
        #expect(form.validate().map(\.msg) == ["Must match, with more than 5 characters"])
        _ = form.rowBy(tag: "Mine")?.takeInput(.text("abcdefg"))
        #expect(form.validate().isEmpty)
        #expect(yourFormField.isValid)
    }

    /// "FieldType" and "ValidationType": the default checks of each kind, and the
    /// checks that replace them.
    @Test func fieldTypesBringTheirChecks() throws {
        let cases: [(FieldType, valid: String, invalid: String)] = [
            (.email, "a@b.co", "a@"), (.integer, "-12", "1.5"), (.double, "3.25", "3.255"),
            (.usState, "Texas", "Atlantis"), (.usPhone, "555-123-4567", "5551234"),
            (.fiveDigitZipCode, "12345", "1234"), (.regular, "x", ""), (.password, "p", ""),
            (.expiration, "12/2099", "13/2099"),
        ]
        for (type, valid, invalid) in cases {
            let field = FormField(name: "f", initialValue: "", fieldType: type, isValid: false)
            #expect(field.defaultValidationType.isValid(valid), "\(type) \(valid)")
            #expect(!field.defaultValidationType.isValid(invalid), "\(type) \(invalid)")
        }
        #expect(ValidationType.none.isValid(""))
        #expect(!ValidationType.expiration.isValid("01/2000"))
        #expect(!ValidationType.expiration.isValid("+1/2099"))
        // A field's own validation type replaces its type's.
        let model = BasicFormViewModel()
        let field = FormField(name: "notes", initialValue: "", fieldType: .regular, isValid: true)
        field.validationType = ValidationType.none
        model.items = [TextFieldCellItem(with: field)]
        #expect(FormView(with: model).form.validate().isEmpty)
    }

    /// "Server Side Validation": `markItemInvalid` shows the message until the
    /// person edits the field.
    @Test func serverSideValidation() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let yourFormView = controller.formView
        yourFormView.markItemInvalid(fieldName: "EMAIL", errorMessage: "Oops, This email is already taken")
        let email = try #require(yourFormView.form.rowBy(tag: "EMAIL"))
        #expect(email.validationErrors.map(\.msg) == ["Oops, This email is already taken"])
        #expect(controller.viewModel.fields().first?.isValid == false)
        _ = email.takeInput(.text("new@example.com"))
        #expect(email.validationErrors.isEmpty)
        #expect(controller.viewModel.fields().first?.oneTimeErrorMessage == nil)
    }

    /// "Configure your form looks", colours and fonts deleted: what is left is the
    /// border and radius, and colours by the theme's roles.
    @Test func formConfigurator() throws {
        let configurator = FormConfigurator()
        configurator.borderCornerRadius = 20
        configurator.borderWidth = 2
        configurator.isScrollEnabled = false
        let darkPurple = ThemeColor.formColor(red: 140, green: 20, blue: 252)
        configurator.editingTitleColor = darkPurple
        configurator.invalidLineColor = ThemeColor.formColor(red: 300, green: -4, blue: 0)
        let formView = FormView(with: SignupExampleViewModel())
        formView.formConfigurator = configurator
        #expect(formView.form.theme.cornerRadius == 20)
        #expect(formView.form.theme.borderWidth == 2)
        #expect(formView.form.theme.accent == ThemeColor(red: 140, green: 20, blue: 252))
        #expect(formView.form.theme.invalid == ThemeColor(red: 255, green: 0, blue: 0))
    }

    /// "FormItem": one field, two fields, and a text item.
    @Test func formItems() throws {
        let birthdateField = FormField(name: "Birthdate field",
                                       initialValue: "",
                                       placeholder: "DOB",
                                       fieldType: .date,
                                       isValid: false,
                                       errorMessage: "Please enter a birthdate")
        let formItem = TextFieldCellItem(with: birthdateField)
        let firstFormField = FormField(name: "first", initialValue: "", fieldType: .regular, isValid: false)
        let secondFormField = FormField(name: "second", initialValue: "", fieldType: .regular, isValid: false)
        let pair = TwoTextFieldCellItem(firstField: firstFormField, secondField: secondFormField)
        let attributedString = NSAttributedString(string: "About you")
        let textItem = TextCellItem()
        textItem.attributedText = attributedString
        let form = FormView(with: BasicFormViewModel(items: [textItem, formItem, pair])).form
        #expect(form.allSections.map(\.header) == ["About you"])
        #expect(form.allRows.map(\.tag) == ["Birthdate field", "first", "second"])
        #expect(form.validate().map(\.msg).first == "Please enter a birthdate")
        #expect(form.rowBy(tag: "first")?.lineNeighbour?.isFirst == true)
        #expect(form.rowBy(tag: "second")?.lineNeighbour?.row.tag == "first")
    }

    /// RSFormView's first README named the delegate's callback without the view.
    @Test func theOlderDelegateCallbackIsCalledToo() throws {
        final class Older: FormViewDelegate {
            var told: [Bool] = []
            func didUpdateFields(allFieldsValid: Bool) { told.append(allFieldsValid) }
        }
        let field = FormField(name: "name", initialValue: "", fieldType: .regular, isValid: false)
        let formView = FormView(with: BasicFormViewModel(items: [TextFieldCellItem(with: field)]))
        let delegate = Older()
        formView.delegate = delegate
        _ = formView.form.rowBy(tag: "name")?.takeInput(.text("ada"))
        #expect(delegate.told == [true])
        #expect(field.value == "Ada")
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

    /// Each field type tells front ends its content type; a field's own replaces it.
    @Test func fieldTypesSetContentTypes() throws {
        let email = FormField(name: "e", initialValue: "", fieldType: .email, isValid: false)
        let phone = FormField(name: "p", initialValue: "", fieldType: .usPhone, isValid: false)
        let code = FormField(name: "c", initialValue: "", fieldType: .regular, isValid: false)
        code.textContentType = .oneTimeCode
        let form = FormView(with: BasicFormViewModel(items: [email, phone, code].map(TextFieldCellItem.init(with:)))).form
        #expect(form.rowBy(tag: "e")?.inputHints.contentType == .email)
        #expect(form.rowBy(tag: "p")?.inputHints.contentType == .telephoneNumber)
        #expect(form.rowBy(tag: "p")?.inputHints.mask != nil)
        #expect(form.rowBy(tag: "c")?.inputHints.contentType == .oneTimeCode)
    }
}
