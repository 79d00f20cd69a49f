import Foundation
import FormworkCompatibility

// Fixtures shared by several examples of RSFormView's README (seed 003): the
// README's example app, its sign-up view model and view controller, ported by
// deleting the lines that touch UIKit (cells, colours, fonts, the table view).

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

extension SignupExampleViewModel {
    /// A complete, valid sign-up typed into `form`.
    static func fill(_ form: Form, lastName: String = "Smith", confirm: String = "secret123") {
        let text: [(FieldName, String)] = [(.email, "john@example.com"), (.lastName, lastName), (.password, "secret123"),
                                      (.confirmPassword, confirm), (.address, "1 Main St"), (.city, "Springfield"),
                                      (.state, "IL"), (.zip, "62701")]
        for (name, value) in text { _ = form.rowBy(tag: name.rawValue)?.takeInput(.text(value)) }
        _ = form.rowBy(tag: FieldName.birthdate.rawValue)?.takeInput(.text("1990-04-01"))
        _ = form.rowBy(tag: FieldName.gender.rawValue)?.takeInput(.text("other"))
    }
}
