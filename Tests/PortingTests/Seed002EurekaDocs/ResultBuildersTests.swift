import Formwork
import Testing

/// Seed 002, "Result builders": a section and a block of rows make a form, and a
/// block of rows added to a form is a section; `if` chooses the rows.
@Suite("Seed 002: Result builders")
struct ResultBuildersTests {
    func build(something: Bool) -> Form {
        var form = Form()
        // Section + Section
        form = (Section("A") +++ {
            URLRow("UrlRow_f1") { $0.title = "Url" }
            if something {
                TwitterRow("TwitterRow_f2") { $0.title = "Twitter" }
            } else {
                TwitterRow("TwitterRow_f1") { $0.title = "Twitter" }
            }
            AccountRow("AccountRow_f1") { $0.title = "Account" }
        })

        // Form + Section
        form +++ {
            if something {
                PhoneRow("PhoneRow_f1") { $0.title = "Phone" }
            } else {
                PhoneRow("PhoneRow_f2") { $0.title = "Phone" }
            }
            PasswordRow("PasswordRow_f1") { $0.title = "Password" }
        }
        return form
    }

    @Test func blocksOfRowsAreSections() {
        let yes = build(something: true)
        #expect(yes.map(\.header) == ["A", nil, nil])
        #expect(yes.map { $0.map(\.tag) } == [[], ["UrlRow_f1", "TwitterRow_f2", "AccountRow_f1"],
                                               ["PhoneRow_f1", "PasswordRow_f1"]])
        let no = build(something: false)
        #expect(no.rowBy(tag: "TwitterRow_f1") is TwitterRow)
        #expect(no.rowBy(tag: "PhoneRow_f2") is PhoneRow)
        #expect(no.rowBy(tag: "PhoneRow_f1") == nil)
    }
}
