import Foundation
import Formwork

/// An RSFormView-style sign-up, and the same kind of form in French.
enum SignUpExamples {
    /// Addresses the sign-up treats as taken: the server says so when the email
    /// field loses focus, and again on submit.
    static let takenEmails: Set<String> = ["taken@example.com", "ada@example.com"]

    /// RSFormView's sign-up: field kinds with masks (US phone, ZIP, card expiry), a
    /// US state, a theme, and an "email already taken" check only the server runs.
    static func signUp() -> Form {
        let form = Form()
        form.title = "Sign up"
        form.theme.accent = ThemeColor(hex: "#5b3cc4")
        form.theme.invalid = ThemeColor(hex: "#b3261e")
        form.theme.cornerRadius = 14
        form +++ Section("Account")
            <<< NameRow("name") { $0.title = "Full name"; $0.add(rule: RuleRequired()) }
            <<< EmailRow("email") {
                $0.title = "Email"
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
                $0.add(rule: RuleClosure<String> { email in
                    takenEmails.contains(email?.lowercased() ?? "") ? ValidationError(msg: "This email already has an account.") : nil
                })
            }
            <<< PasswordRow("password") {
                $0.title = "Password"
                $0.contentType = .newPassword
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleMinLength(minLength: 8))
            }
        +++ Section("Contact")
            <<< PhoneRow("phone") { $0.title = "Phone"; $0.placeholder = "555-123-4567"; $0.useFieldKind(.usPhone) }
            <<< TextRow("state") { $0.title = "State"; $0.placeholder = "CA or California"; $0.useFieldKind(.usState) }
            <<< ZipCodeRow("zip") { $0.title = "ZIP"; $0.useFieldKind(.zipCode) }
        +++ Section("Payment", { $0.footer = "The expiry is checked against today's date." })
            <<< TextRow("expiry") { $0.title = "Card expiry"; $0.placeholder = "MM/YY"; $0.useFieldKind(.cardExpiry) }
            <<< CheckRow("terms") {
                $0.title = "I accept the terms"
                $0.add(rule: RuleClosure<Bool> { $0 == true ? nil : ValidationError(msg: "Please accept the terms.") })
            }
        return form
    }

    /// A form in French: every built-in message, button and prompt in French.
    static func french() -> Form {
        let form = Form()
        form.title = "Inscription"
        form.locale = Locale(identifier: "fr_FR")
        form.messages = .french
        form +++ Section("Compte")
            <<< EmailRow("courriel") { $0.title = "Courriel"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< IntRow("age") { $0.title = "Âge"; $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
            <<< DecimalRow("taille") { $0.title = "Taille (m)"; $0.placeholder = "1,75" }
            <<< SwitchRow("lettre") { $0.title = "Lettre d’information"; $0.value = true }
            <<< PushRow<String>("frequence") {
                $0.title = "Fréquence"
                $0.options = ["Chaque jour", "Chaque semaine"]
                $0.hidden = "$lettre == false"
            }
        +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "Téléphones") {
            $0.tag = "telephones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = "Téléphone" } }
        }
        return form
    }

    /// The same form in Arabic, written right to left: the page mirrors its layout,
    /// and every built-in word comes from the Arabic catalogue.
    static func arabic() -> Form {
        let form = Form()
        form.title = "التسجيل"
        form.locale = Locale(identifier: "ar")
        form.messages = .arabic
        form +++ Section("الحساب")
            <<< EmailRow("email") { $0.title = "البريد الإلكتروني"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< IntRow("age") { $0.title = "العمر"; $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
            <<< DecimalRow("height") { $0.title = "الطول (م)"; $0.placeholder = "1.75" }
            <<< SwitchRow("newsletter") { $0.title = "النشرة الإخبارية"; $0.value = true }
            <<< PushRow<String>("frequency") {
                $0.title = "التكرار"
                $0.options = ["كل يوم", "كل أسبوع"]
                $0.hidden = "$newsletter == false"
            }
        +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "الهواتف") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = "الهاتف" } }
        }
        return form
    }
}
