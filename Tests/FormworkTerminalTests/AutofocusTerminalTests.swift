import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct AutofocusTerminalTests {
    @Test func theRowThatAsksIsFocusedFirst() {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") { $0.title = "Name" }
            <<< EmailRow("email") { $0.title = "Email"; $0.autofocus = true }
        let screen = FormHarness(form, width: 40)
        #expect(screen.focusedLine?.contains("Email") == true)
        form.rowBy(tag: "email")?.autofocus = false
        #expect(FormHarness(form, width: 40).focusedLine?.contains("Name") == true, "without it, the first row")
    }
}
