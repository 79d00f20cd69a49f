import Foundation
import Formwork

/// Small forms shared by the Eureka-derived suites. Each call builds fresh rows, so
/// tests never share state.
enum EurekaFixtures {
    /// One section: a name and an age.
    static func shortForm() -> Form {
        let form = Form()
        form +++ Section("Short")
            <<< NameRow("name") { $0.title = "Name" }
            <<< IntRow("age") { $0.title = "Age" }
        return form
    }

    /// The tags of ``fieldForm()``, in order.
    static let fieldTags = [
        "text", "fullName", "email", "phone", "password", "website",
        "count", "ratio", "twitter", "account", "zip",
    ]

    /// One section with one row of every text-entry kind (eleven rows).
    static func fieldForm() -> Form {
        let form = Form()
        form +++ Section("Fields")
            <<< TextRow("text") { $0.title = "Text" }
            <<< NameRow("fullName") { $0.title = "Name" }
            <<< EmailRow("email") { $0.title = "Email" }
            <<< PhoneRow("phone") { $0.title = "Phone" }
            <<< PasswordRow("password") { $0.title = "Password" }
            <<< URLRow("website") { $0.title = "Website" }
            <<< IntRow("count") { $0.title = "Count" }
            <<< DecimalRow("ratio") { $0.title = "Ratio" }
            <<< TwitterRow("twitter") { $0.title = "Twitter" }
            <<< AccountRow("account") { $0.title = "Account" }
            <<< ZipCodeRow("zip") { $0.title = "Zip" }
        return form
    }

    /// One section with eight date and time rows.
    static func dateForm() -> Form {
        let now = Date()
        let day: TimeInterval = 60 * 60 * 24
        let form = Form()
        form +++ Section("Dates")
            <<< DateRow("day") { $0.value = now }
            <<< DateTimeRow("moment") { $0.value = now }
            <<< TimeRow("clock") { $0.value = now }
            <<< CountDownRow("timer") { $0.value = now }
            <<< DateRow("notBefore") { $0.value = now; $0.minimumDate = now - day }
            <<< DateRow("notAfter") { $0.value = now; $0.maximumDate = now + day }
            <<< DateRow("between") { $0.value = now; $0.minimumDate = now - day; $0.maximumDate = now + day }
            <<< DateRow("quarterHours") { $0.value = now; $0.minuteInterval = 15 }
        return form
    }

    /// Six empty sections with headers "A" to "F".
    static func manySectionsForm() -> Form {
        Section("A") +++ Section("B") +++ Section("C") +++ Section("D") +++ Section("E") +++ Section("F")
    }
}

/// Tags of rows, with "?" for untagged ones, for readable comparisons.
func tags(_ rows: some Sequence<BaseRow>) -> [String] {
    rows.map { $0.tag ?? "?" }
}

/// Headers of sections, with "?" when there is none.
func headers(_ sections: some Sequence<Section>) -> [String] {
    sections.map { $0.header ?? "?" }
}
