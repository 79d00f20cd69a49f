import Formwork

/// A claim of three pages, the second only for the insured: the journey the
/// terminal's page tests walk, drawn and asked line by line.
func claimJourney() -> Form {
    let form = Form()
    form.title = "Claim"
    form +++ Page("You")
        <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
        <<< SwitchRow("insured") { $0.title = "Insured" }
    form +++ Page("Your policy") { $0.hidden = "$insured != true" }
        <<< TextRow("policy") { $0.title = "Policy number"; $0.add(rule: RuleRequired()) }
    form +++ Page("Contact")
        <<< PhoneRow("phone") { $0.title = "Phone" }
    return form
}
