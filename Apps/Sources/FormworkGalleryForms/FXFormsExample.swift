import Foundation
import Formwork

/// FXForms' example `RegistrationForm`, ported: the class's properties are a
/// Codable model, and its `fields` array (UIKit cells and segues deleted) is the
/// model's form description.
struct RegistrationForm: Codable {
    var email: String?
    var password: String?
    var repeatPassword: String?

    var name: String?
    var gender = 0
    var age: UInt = 0
    var dateOfBirth: Date?
    var profilePhoto: Data?
    var phone: String?
    var country: String?
    var language: String?
    var interests: [String]?
    var otherInterests = 0
    var about: String?

    var plan: Int = 0

    var notifications: String?

    var agreedToTerms = false

    /// FXForms' `ISO3166CountryValueTransformer`: a country's name for its code.
    static func countryName(_ code: Any) -> String {
        let code = String(describing: code)
        return Locale(identifier: "en_US").localizedString(forRegionCode: code) ?? code.uppercased()
    }
}

extension RegistrationForm: FormDescribable {
    static var formDescription: FormDescription<RegistrationForm> {
        FormDescription {
            // Exactly these fields, in this order (FXForms' `fields`): `notifications` is left out.
            $0.fields(\.email, \.password, \.repeatPassword, \.name, \.gender, \.dateOfBirth, \.age, \.profilePhoto,
                      \.phone, \.country, \.language, \.interests, \.otherInterests, \.about, \.plan, \.agreedToTerms)
            $0.field(\.email) { $0.header = "Account"; $0.rules = [RuleSpecification(.email)] }
            $0.field(\.repeatPassword) { $0.rules = [RuleSpecification(.equalsToRow(tag: "password"))] }
            $0.field(\.name) { $0.header = "Details" }
            // An enum property's options: the index of the option is the value.
            $0.field(\.gender) { $0.options = ["Male", "Female", "It's Complicated"] }
            $0.field(\.age) { $0.rowType = .stepper }
            $0.field(\.country) {
                $0.options = ["us", "ca", "gb", "sa", "be"]
                $0.placeholder = "None"
                $0.optionTitle = RegistrationForm.countryName
            }
            $0.field(\.language) {
                $0.options = ["English", "Spanish", "French", "Dutch"]
                $0.placeholder = "None"
                $0.rowType = .picker
            }
            // A collection with options: a multi-select field.
            $0.field(\.interests) { $0.options = ["Videogames", "Animals", "Cooking"]; $0.placeholder = "None" }
            $0.field(\.otherInterests) { $0.bitfield(["Computers", "Socializing", "Sports"]); $0.placeholder = "None" }
            $0.field(\.about) { $0.rowType = .textArea }
            $0.field(\.plan) {
                $0.header = "Plan"
                $0.placeholder = "Free"
                $0.options = ["Micro", "Normal", "Maxi"]
                $0.rowType = .segmented
            }
            $0.field(\.agreedToTerms) {
                $0.header = "Legal"
                $0.title = "I Agree To These Terms"
                $0.rowType = .check
                $0.configure = { row in
                    (row as? CheckRow)?.add(rule: RuleClosure<Bool> { $0 == true ? nil : ValidationError(msg: "Please agree to the terms.") })
                }
            }
            $0.addRow { ButtonRow("register") { $0.title = "Register" } }
        }
    }
}

enum FXFormsExample {
    /// The registration form of FXForms' examples, from its model.
    static func registration() -> Form {
        let form: Form
        do {
            form = try Form(model: RegistrationForm())
        } catch {
            // The description is the gallery's own: a mistake in it shows on the page.
            form = Form()
            form +++ Section("The registration form could not be built") <<< LabelRow { $0.title = "\(error)" }
        }
        form.title = "Registration (FXForms)"
        return form
    }
}
