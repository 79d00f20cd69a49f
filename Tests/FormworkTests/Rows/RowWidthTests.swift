import Formwork
import Testing

@Suite("Rows side by side")
struct RowWidthTests {
    private func form(_ widths: [RowWidth], hidden: Set<Int> = []) -> Form {
        let form = Form()
        let section = Section()
        for (index, width) in widths.enumerated() {
            section <<< TextRow("r\(index)") {
                $0.width = width
                if hidden.contains(index) { $0.hidden = true }
            }
        }
        form +++ section
        return form
    }

    private func neighbours(_ form: Form) -> [String] {
        form.allRows.map { row in
            guard let neighbour = row.lineNeighbour else { return "-" }
            return (neighbour.isFirst ? ">" : "<") + (neighbour.row.tag ?? "")
        }
    }

    @Test func halfRowsPairUpFromTheStartOfEachRun() {
        #expect(neighbours(form([.half, .half, .half, .full, .half, .half])) == [">r1", "<r0", "-", "-", ">r5", "<r4"])
        #expect(neighbours(form([.full, .half, .full])) == ["-", "-", "-"])
    }

    @Test func aHiddenRowLeavesTheLineToTheNextHalfRow() {
        let form = form([.half, .half, .half], hidden: [1])
        #expect(neighbours(form) == [">r2", "-", "<r0"])
    }

    @Test func theWidthIsPartOfTheDefinitionAndTellsFrontEnds() throws {
        let form = form([.full])
        let row = try #require(form.rowBy(tag: "r0"))
        var updates: [RowUpdate] = []
        _ = form.addObserver { event in if case .rowUpdated(_, let update) = event { updates.append(update) } }
        row.width = .half
        row.width = .half
        #expect(updates == [.settings])
        let template = try FormTemplate { self.form([.half, .half]) }
        #expect(template.makeForm().allRows.map(\.width) == [.half, .half])
    }
}

@Suite("Rules that read their row's form")
struct RowAwareRuleTests {
    @Test func aClosureGivenTheRowReadsTheFormItIsCheckedIn() throws {
        let template = try FormTemplate {
            let form = Form()
            form +++ Section()
                <<< PasswordRow("password")
                <<< PasswordRow("confirm") {
                    $0.add(rule: RuleClosure<String> { value, row in
                        let password: PasswordRow? = row.form?.rowBy(tag: "password")
                        return value == password?.value ? nil : ValidationError(msg: "The passwords differ.")
                    })
                }
            return form
        }
        let a = template.makeForm(), b = template.makeForm()
        for (form, confirm) in [(a, "secret"), (b, "other")] {
            (form.rowBy(tag: "password") as? PasswordRow)?.value = "secret"
            (form.rowBy(tag: "confirm") as? PasswordRow)?.value = confirm
        }
        #expect(a.validate().isEmpty)
        #expect(b.validate().map(\.msg) == ["The passwords differ."])
        // Checked on its own, without a row, the rule has nothing to compare with.
        let rule = try #require(b.rowBy(tag: "confirm") as? PasswordRow).rules[0]
        #expect(rule.isValid(value: "anything") == nil)
    }
}
