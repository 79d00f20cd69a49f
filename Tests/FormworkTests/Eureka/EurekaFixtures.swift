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

/// Rebuilds the visible structure of a form from its events alone, the way a front
/// end that only redraws what changed would, and counts the events by kind.
final class FormMirror {
    private(set) var sections: [(section: Section, rows: [BaseRow])] = []
    private(set) var counts: [String: Int] = [:]

    init(_ form: Form) {
        sections = form.map { ($0, Array($0)) }
        form.addObserver { event in self.apply(event) }
    }

    func count(_ kind: String) -> Int { counts[kind, default: 0] }

    /// Whether the mirror shows exactly the form's visible sections and rows.
    func matches(_ form: Form) -> Bool {
        guard sections.count == form.count else { return false }
        for (mirrored, actual) in zip(sections, form) {
            guard mirrored.section === actual, mirrored.rows.count == actual.count else { return false }
            for (a, b) in zip(mirrored.rows, actual) where a !== b { return false }
        }
        return true
    }

    private func index(of section: Section) -> Int? {
        sections.firstIndex { $0.section === section }
    }

    private func apply(_ event: FormEvent) {
        switch event {
        case .sectionInserted(let section, let i):
            counts["sectionInserted", default: 0] += 1
            sections.insert((section, Array(section)), at: i)
        case .sectionShown(let section, let i):
            counts["sectionShown", default: 0] += 1
            sections.insert((section, Array(section)), at: i)
        case .sectionRemoved(_, let i):
            counts["sectionRemoved", default: 0] += 1
            sections.remove(at: i)
        case .sectionHidden(_, let i):
            counts["sectionHidden", default: 0] += 1
            sections.remove(at: i)
        case .sectionReplaced(_, let new, let i):
            counts["sectionReplaced", default: 0] += 1
            sections[i] = (new, Array(new))
        case .rowInserted(let row, let i, let section):
            counts["rowInserted", default: 0] += 1
            if let k = index(of: section) { sections[k].rows.insert(row, at: i) }
        case .rowShown(let row, let i, let section):
            counts["rowShown", default: 0] += 1
            if let k = index(of: section) { sections[k].rows.insert(row, at: i) }
        case .rowRemoved(_, let i, let section):
            counts["rowRemoved", default: 0] += 1
            if let k = index(of: section) { sections[k].rows.remove(at: i) }
        case .rowHidden(_, let i, let section):
            counts["rowHidden", default: 0] += 1
            if let k = index(of: section) { sections[k].rows.remove(at: i) }
        case .rowReplaced(_, let new, let i, let section):
            counts["rowReplaced", default: 0] += 1
            if let k = index(of: section) { sections[k].rows[i] = new }
        case .rowMoved(let row, let from, let to, let section):
            counts["rowMoved", default: 0] += 1
            if let k = index(of: section) {
                sections[k].rows.remove(at: from)
                sections[k].rows.insert(row, at: to)
            }
        case .valueChanged:
            counts["valueChanged", default: 0] += 1
        default:
            break
        }
    }
}
