import FormworkCompatibility
import Testing

/// Seed 003, "Collect data": `fields()` with each field's name and value.
@Suite("Seed 003: Collect data")
struct CollectDataTests {
    @Test func collectData() throws {
        struct User { var firstName = ""; var birthdate = "" }
        let formViewModel = SignupExampleViewModel()
        let formView = FormView(with: formViewModel)
        _ = formView.form.rowBy(tag: SignupExampleViewModel.FieldName.birthdate.rawValue)?.takeInput(.text("2001-12-24"))
        var user = User()
        var others: [String] = []
        formViewModel.fields().forEach {
            switch $0.name {
            case "FIRST NAME":
                user.firstName = $0.value
            case "DOB":
                user.birthdate = $0.value
            default:
                others.append("\($0.name): \($0.value)")
            }
        }
        #expect(user.firstName == "John")
        #expect(user.birthdate == "12/24/2001")
        #expect(others.count == 10)
    }
}
