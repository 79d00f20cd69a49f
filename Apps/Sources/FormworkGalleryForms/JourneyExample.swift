import Foundation
import Formwork

/// A journey of several pages: a small visa application that branches on the
/// trip's purpose, lists the people travelling along, takes a passport scan, and
/// ends with a review of every answer.
enum JourneyExample {
    static func visa() -> Form {
        let form = Form()
        form.title = "Visa application"
        form +++ Page("About you") { $0.tag = "about" }
            <<< NameRow("fullName") { $0.title = "Full name"; $0.add(rule: RuleRequired()) }
            <<< DateRow("birthDate") {
                $0.title = "Date of birth"
                $0.timeZone = TimeZone(identifier: "UTC")!
                $0.add(rule: RuleRequired())
            }
            <<< PushRow<String>("nationality") {
                $0.title = "Nationality"
                $0.options = ["Brazilian", "Canadian", "French", "Indian", "Japanese", "Kenyan", "Other"]
                $0.add(rule: RuleRequired())
            }
        form +++ Page("Your trip") { $0.tag = "trip" }
            <<< SegmentedRow<String>("purpose") {
                $0.title = "Purpose of the trip"
                $0.options = ["Tourism", "Business", "Study"]
                $0.add(rule: RuleRequired())
            }
            <<< IntRow("nights") {
                $0.title = "Nights"
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleGreaterOrEqualThan(min: 1))
                $0.add(rule: RuleSmallerOrEqualThan(max: 180))
            }
        form +++ Page("Your studies") {
            $0.tag = "studies"
            $0.hidden = "$purpose != 'Study'"
        }
            <<< TextRow("school") { $0.title = "School or university"; $0.add(rule: RuleRequired()) }
            <<< TextRow("course") { $0.title = "Course" }
        form +++ Page("Travelling with you") { $0.tag = "travellers" }
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Companions",
                                     footer: "Add each person travelling with you; leave it empty if you travel alone.") {
            $0.tag = "companions"
            $0.multivaluedRowToInsertAt = { _ in NameRow { $0.title = "Name"; $0.add(rule: RuleRequired()) } }
        }
        form +++ Page("Documents") { $0.tag = "documents" }
            <<< FileRow("passport") {
                $0.title = "Passport scan"
                $0.acceptedTypes = [".pdf", ".png", ".jpg"]
                $0.maximumBytes = 100_000
            }
        form +++ Page("Contact") { $0.tag = "contact" }
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< PhoneRow("phone") { $0.title = "Phone" }
        return form
    }
}
