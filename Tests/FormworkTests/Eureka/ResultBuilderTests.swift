import Formwork
import Testing

@Suite("Result builders")
struct ResultBuilderTests {
    private let includeCount = true
    private let includeSectionB = true

    @SectionBuilder
    var fields: Section {
        NameRow("name") { $0.title = "Name" }
        if includeCount {
            IntRow("count") { $0.title = "Count" }
        }
        DecimalRow("ratio") { $0.title = "Ratio" }
    }

    @FormBuilder
    var sections: Form {
        Section("Section A") { $0.tag = "sectionA" }
        if includeSectionB {
            Section("Section B") { $0.tag = "sectionB" }
        }
        NameRow("name") { $0.title = "Name" }
    }

    @Test func aSectionBuilderPropertyBuildsASection() {
        let section = fields
        #expect(tags(section) == ["name", "count", "ratio"])
        #expect(section.allSatisfy { $0.section === section })
    }

    @Test func aFormBuilderPropertyBuildsAForm() {
        let form = sections
        #expect(form.sectionBy(tag: "sectionA") === form[0])
        #expect(form.sectionBy(tag: "sectionB") === form[1])
        #expect(form.rowBy(tag: "name") === form[2][0])
        #expect(form.count == 3)
        #expect(headers(form) == ["Section A", "Section B", "?"])
    }

    /// A form built from `fields` and a builder block whose branches are chosen by the
    /// two flags.
    private func buildForm(useFirst: Bool, skipOptional: Bool) -> Form {
        fields +++ {
            URLRow("website") { $0.title = "Website" }
            if useFirst {
                TwitterRow("twitterFirst") { $0.title = "Twitter" }
            } else {
                TwitterRow("twitterSecond") { $0.title = "Twitter" }
            }
            if skipOptional {
                nil
            } else {
                EmailRow("email") { $0.title = "Email" }
            }
            AccountRow("account") { $0.title = "Account" }
        }
    }

    @Test func sectionBlocksTakeIfElseAndNil() {
        let form = buildForm(useFirst: false, skipOptional: true)
        #expect(form.count == 2)
        #expect(form.rowBy(tag: "name") != nil)
        #expect(form.rowBy(tag: "count") != nil)
        #expect(form.rowBy(tag: "ratio") != nil)
        #expect(form.rowBy(tag: "website") != nil)
        #expect(form.rowBy(tag: "twitterSecond") != nil)
        #expect(form.rowBy(tag: "twitterFirst") == nil)
        #expect(form.rowBy(tag: "email") == nil)
        #expect(tags(form[1]) == ["website", "twitterSecond", "account"])

        let other = buildForm(useFirst: true, skipOptional: false)
        #expect(tags(other[1]) == ["website", "twitterFirst", "email", "account"])
    }

    @Test func appendingABuilderBlockToAFormAddsASection() {
        let form = buildForm(useFirst: false, skipOptional: true)
        let usePhone = true
        let skipZip = false
        form +++ {
            if usePhone {
                PhoneRow("phone") { $0.title = "Phone" }
            } else {
                PhoneRow("phoneOther") { $0.title = "Phone" }
            }
            if skipZip {
                nil
            } else {
                ZipCodeRow("zip") { $0.title = "Zip" }
            }
            PasswordRow("password") { $0.title = "Password" }
        }
        #expect(form.count == 3)
        #expect(tags(form[2]) == ["phone", "zip", "password"])
        #expect(form.rowBy(tag: "phoneOther") == nil)
        #expect(form.rowBy(tag: "password") === form[2][2])
    }

    @Test func loopsOptionalsAndArraysOfRows() {
        let missing: TextRow? = nil
        let present: TextRow? = TextRow("present")
        let extras = [IntRow("x1"), IntRow("x2")]
        let form = Form()
        form +++ {
            for index in 0..<3 {
                TextRow("loop\(index)")
            }
            missing
            present
            extras
        }
        #expect(tags(form[0]) == ["loop0", "loop1", "loop2", "present", "x1", "x2"])
    }

    @Test func theFormInitializerTakesSectionsRowsAndNil() {
        let includeDetails = false
        let maybe: Section? = nil
        let form = Form {
            Section("Account") { $0.tag = "account" } <<< EmailRow("email")
            SwitchRow("newsletter") { $0.value = false }
            if includeDetails {
                Section("Details") <<< TextRow("details")
            } else {
                Section("Short")
            }
            maybe
            for name in ["one", "two"] {
                Section(name)
            }
        }
        #expect(headers(form) == ["Account", "?", "Short", "one", "two"])
        #expect(form.sectionBy(tag: "account") === form[0])
        #expect(form.rowBy(tag: "email")?.form === form)
        #expect(form.rowBy(tag: "newsletter") === form[1][0])
        #expect(form.rowBy(tag: "details") == nil)
    }

    @Test func conditionsWorkInABuiltForm() {
        let form = Form {
            SwitchRow("newsletter") { $0.value = false }
            Section("Frequency") { $0.hidden = "$newsletter == false" } <<< PushRow<String>("frequency")
        }
        #expect(form.count == 1)
        form.setValues(["newsletter": true])
        #expect(form.count == 2)
        #expect(form.rowBy(tag: "frequency")?.isVisible == true)
    }
}
