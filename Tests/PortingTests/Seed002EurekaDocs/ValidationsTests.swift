import Formwork
import Testing

/// Seed 002, "Validations": a required text row validated on change, and an email
/// row validated on change once it has been left. `cellUpdate` coloured the title
/// of an invalid row; the UIKit line (`cell.titleLabel?.textColor = .systemRed`)
/// becomes the cell's style, in the theme's colour for errors (documented: "Cell
/// callbacks").
@Suite("Seed 002: Validations")
struct ValidationsTests {
    func makeForm() -> Form {
        let form = Form()
        form
            +++ Section(header: "Required Rule", footer: "Options: Validates on change")
            <<< TextRow() {
                $0.title = "Required Rule"
                $0.add(rule: RuleRequired())
                // This could also have been achieved using a closure that returns nil if valid, or a ValidationError otherwise.
                /*
                let ruleRequiredViaClosure = RuleClosure<String> { rowValue in
                    return (rowValue == nil || rowValue!.isEmpty) ? ValidationError(msg: "Field required!") : nil
                }
                $0.add(rule: ruleRequiredViaClosure)
                */
                $0.validationOptions = .validatesOnChange
            }
            .cellUpdate { cell, row in
                cell.style.textColor = row.isValid ? nil : .invalid
            }

            +++ Section(header: "Email Rule, Required Rule", footer: "Options: Validates on change after blurred")
            <<< TextRow() {
                $0.title = "Email Rule"
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
                $0.validationOptions = .validatesOnChangeAfterBlurred
            }
            .cellUpdate { cell, row in
                cell.style.textColor = row.isValid ? nil : .invalid
            }
        return form
    }

    @Test func theRequiredRowColoursItsTitleWhenInvalid() {
        let form = makeForm()
        let row = form.allRows[0] as! TextRow
        row.value = "x"
        #expect(row.cellForDrawing()?.style.textColor == nil)
        row.value = nil
        #expect(!row.isValid)
        #expect(row.cellForDrawing()?.style.textColor == .invalid)
    }

    @Test func theEmailRowValidatesOnChangeOnceLeft() {
        let form = makeForm()
        let email = form.allRows[1] as! TextRow
        email.didBeginEditing()
        email.value = "not an email"
        #expect(email.validationErrors.isEmpty, "not validated before it is left")
        email.didEndEditing()
        #expect(!email.isValid)
        email.value = "ada@example.com"
        #expect(email.isValid, "validated on each change after")
        email.value = "ada@"
        #expect(email.validationErrors.count == 1)
        #expect(email.cellForDrawing()?.style.textColor == .invalid)
    }

    /// "Row also provides `func remove(ruleWithIdentifier identifier: String)`": a
    /// row's rules can be counted and walked, as Eureka code does with `row.rules`.
    @Test func aRowsRulesCanBeCountedWalkedAndRemoved() {
        let row = TextRow("name") {
            $0.add(rule: RuleRequired(id: "needed"))
            $0.add(rule: RuleMinLength(minLength: 3))
            $0.add(rule: RuleClosure<String>(id: "no-x") { $0?.contains("x") == true ? ValidationError(msg: "No x.") : nil })
        }
        #expect(row.rules.count == 3)
        #expect(row.rules.map(\.id) == ["needed", nil, "no-x"])
        #expect(row.rules.map(\.descriptor) == [.required, .minLength(3), nil])
        #expect(row.rules[0].isValid(value: nil)?.ruleID == "needed")
        #expect(row.rules[1].isValid(value: "ab") != nil)
        #expect(row.rules[1].isValid(value: "abc") == nil)
        #expect(row.rules[2].isValid(value: "box")?.msg == "No x.")
        row.remove(ruleWithIdentifier: "needed")
        #expect(row.rules.count == 2)
    }
}
