import Foundation
import Formwork

/// An RSFormView-style sign-up, and the same kind of form in French.
enum SignUpExamples {
    /// Addresses the sign-up treats as taken: the server says so when the email
    /// field loses focus, and again on submit.
    static let takenEmails: Set<String> = ["taken@example.com", "ada@example.com"]

    /// RSFormView's sign-up: field kinds with masks (US phone, ZIP, card expiry), a
    /// US state, a theme, an "email already taken" check only the server runs, and
    /// words with a little Markdown (emphasis, code, a link).
    static func signUp() -> Form {
        let form = Form()
        form.title = "Sign up"
        form.textMarkup = .markdown
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
                $0.help = "At least 8 characters: a phrase such as `correct horse battery staple` is *long* and easy to remember."
            }
        +++ Section("Contact")
            <<< PhoneRow("phone") { $0.title = "Phone"; $0.placeholder = "555-123-4567"; $0.useFieldKind(.usPhone) }
            <<< TextRow("state") { $0.title = "State"; $0.placeholder = "CA or California"; $0.useFieldKind(.usState) }
            <<< ZipCodeRow("zip") { $0.title = "ZIP"; $0.useFieldKind(.zipCode) }
        +++ Section("Payment", { $0.footer = "The expiry is checked against **today's** date.\nRead [the terms](https://example.com/terms) before you accept them." })
            <<< TextRow("expiry") { $0.title = "Card expiry"; $0.placeholder = "MM/YY"; $0.useFieldKind(.cardExpiry) }
            <<< CheckRow("terms") {
                $0.title = "I accept the terms"
                $0.add(rule: RuleClosure<Bool> { $0 == true ? nil : ValidationError(msg: "Please accept the terms.") })
            }
        return form
    }

    /// A form in French: every built-in message, button and prompt in French.
    static func french() -> Form {
        signUp(Words(title: "Inscription", locale: "fr_FR", messages: .french, account: "Compte",
                     email: ("courriel", "Courriel"), age: ("age", "Âge"), height: ("taille", "Taille (m)", "1,75"),
                     newsletter: ("lettre", "Lettre d’information"),
                     frequency: ("frequence", "Fréquence", ["Chaque jour", "Chaque semaine"]),
                     phones: ("telephones", "Téléphones", "Téléphone")))
    }

    /// The same form in Arabic, written right to left: the page mirrors its layout,
    /// and every built-in word comes from the Arabic catalogue.
    static func arabic() -> Form {
        signUp(Words(title: "التسجيل", locale: "ar", messages: .arabic, account: "الحساب",
                     email: ("email", "البريد الإلكتروني"), age: ("age", "العمر"), height: ("height", "الطول (م)", "1.75"),
                     newsletter: ("newsletter", "النشرة الإخبارية"),
                     frequency: ("frequency", "التكرار", ["كل يوم", "كل أسبوع"]),
                     phones: ("phones", "الهواتف", "الهاتف")))
    }

    /// The author's words of the sign-up in one language: tags and titles.
    private struct Words {
        let title: String
        let locale: String
        let messages: FormMessages
        let account: String
        let email: (tag: String, title: String)
        let age: (tag: String, title: String)
        let height: (tag: String, title: String, example: String)
        let newsletter: (tag: String, title: String)
        let frequency: (tag: String, title: String, options: [String])
        let phones: (tag: String, header: String, item: String)
    }

    /// A sign-up in the language of `words`: the catalogue of that language says
    /// every word Formwork adds.
    private static func signUp(_ words: Words) -> Form {
        let form = Form()
        form.title = words.title
        form.locale = Locale(identifier: words.locale)
        form.messages = words.messages
        form +++ Section(words.account)
            <<< EmailRow(words.email.tag) { $0.title = words.email.title; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< IntRow(words.age.tag) { $0.title = words.age.title; $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
            <<< DecimalRow(words.height.tag) { $0.title = words.height.title; $0.placeholder = words.height.example }
            <<< SwitchRow(words.newsletter.tag) { $0.title = words.newsletter.title; $0.value = true }
            <<< PushRow<String>(words.frequency.tag) {
                $0.title = words.frequency.title
                $0.options = words.frequency.options
                $0.hidden = Condition(stringLiteral: "$" + words.newsletter.tag + " == false")
            }
        +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: words.phones.header) {
            $0.tag = words.phones.tag
            $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = words.phones.item } }
        }
        return form
    }
}
