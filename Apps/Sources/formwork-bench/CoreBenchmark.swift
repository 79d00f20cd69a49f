import Formwork

/// `formwork-bench core`: building, changing, reading and validating forms of
/// 100, 1,000 and 10,000 rows, and the ratios the design's budgets are about.
///
/// The forms are realistic: sections of 20 rows mixing text (with rules), numbers,
/// switches and option rows; every row carries a hidden or disabled condition that
/// reads a row of its own section, and exactly 50 rows, spread over the form,
/// depend on one switch. Toggling that switch is the "value change with 50
/// dependents": its cost should not grow with the form.
enum CoreBenchmark {
    static let sizes = [100, 1_000, 10_000]
    static let dependents = 50
    static let rowsPerSection = 20

    struct Figures {
        var build = 0.0
        var change = 0.0
        var values = 0.0
        var validate = 0.0
    }

    static func makeForm(rows: Int) -> Form {
        let form = buildForm(rows: rows)
        precondition(form.allRows.filter { $0.hidden != nil }.count == dependents, "exactly \(dependents) dependents")
        return form
    }

    static func buildForm(rows: Int) -> Form {
        let form = Form()
        let control = Section("Control") { $0.tag = "control" }
        control <<< SwitchRow("master") { $0.title = "Master"; $0.value = true }
        form +++ control
        let spacing = max(1, rows / dependents)
        var section = Section()
        var sectionLead = ""
        for i in 0..<rows {
            if i % rowsPerSection == 0 {
                section = Section("Section \(i / rowsPerSection)") { $0.tag = "s\(i)" }
                form +++ section
                sectionLead = "r\(i)"
            }
            let tag = "r\(i)"
            let row: BaseRow
            switch i % 4 {
            case 0:
                row = TextRow(tag) {
                    $0.title = "Text \(i)"
                    $0.value = "value \(i)"
                    $0.add(rule: RuleRequired())
                    $0.add(rule: RuleMaxLength(maxLength: 100))
                }
            case 1:
                row = IntRow(tag) {
                    $0.title = "Number \(i)"
                    $0.value = i
                    $0.add(rule: RuleGreaterOrEqualThan(min: 0))
                }
            case 2:
                row = SwitchRow(tag) { $0.title = "Switch \(i)"; $0.value = i % 8 == 2 }
            default:
                row = PushRow<String>(tag) {
                    $0.title = "Choice \(i)"
                    $0.options = ["a", "b", "c"]
                    $0.value = "a"
                }
            }
            // Dependents sit at offset 1 of their stride, so none of them leads a
            // section: each has the same (empty) set of dependents of its own.
            if i % spacing == 1 % spacing && i / spacing < dependents && tag != sectionLead {
                row.hidden = "$master == false"
            } else if tag != sectionLead {
                row.disabled = .predicate(try! FormPredicate(format: "$\(sectionLead) == 'locked'"))
            }
            section <<< row
        }
        return form
    }

    static func measure(rows: Int) -> Figures {
        var figures = Figures()
        let repeats = rows >= 10_000 ? 9 : 21
        figures.build = Timing.median(repeats: repeats) { _ = buildForm(rows: rows) }

        let form = makeForm(rows: rows)
        let master: SwitchRow = form.rowBy(tag: "master")!
        let toggles = 200
        figures.change = Timing.median(repeats: 15) {
            for _ in 0..<toggles { master.value = !(master.value ?? false) }
        } / Double(toggles)
        precondition(form.allRows.filter(\.isHidden).count == 0, "the dependents must end up shown")

        figures.values = Timing.median(repeats: repeats) { _ = form.values() }
        figures.validate = Timing.median(repeats: repeats) { _ = form.validate() }
        return figures
    }

    static func run() -> Bool {
        print("Formwork core benchmark (release build, median of several runs)")
        print("Forms of sections of \(rowsPerSection) rows; every row has a condition; one switch has \(dependents) dependents.\n")
        print(Timing.pad("rows", 8) + Timing.pad("build", 12) + Timing.pad("change (50 dep.)", 18)
              + Timing.pad("values()", 12) + Timing.pad("validate()", 12))
        var results: [Int: Figures] = [:]
        for size in sizes {
            let f = measure(rows: size)
            results[size] = f
            print(Timing.pad(String(size), 8) + Timing.pad(Timing.format(f.build), 12)
                  + Timing.pad(Timing.format(f.change), 18) + Timing.pad(Timing.format(f.values), 12)
                  + Timing.pad(Timing.format(f.validate), 12))
        }
        // The ratios come from back-to-back pairs, not from the table's separate runs.
        let small = makeForm(rows: 100), large = makeForm(rows: 10_000)
        let smallSwitch: SwitchRow = small.rowBy(tag: "master")!, largeSwitch: SwitchRow = large.rowBy(tag: "master")!
        let changeRatio = Timing.pairedRatio(rounds: 41, small: {
            for _ in 0..<200 { smallSwitch.value = !(smallSwitch.value ?? false) }
        }, large: {
            for _ in 0..<200 { largeSwitch.value = !(largeSwitch.value ?? false) }
        })
        let buildRatio = Timing.pairedRatio(rounds: 15, small: { _ = buildForm(rows: 1_000) },
                                            large: { _ = buildForm(rows: 10_000) })
        let changeOK = changeRatio <= 1.5
        let buildOK = buildRatio <= 12
        print("")
        print("Ratios, median of back-to-back pairs:")
        print("value change, 10,000 rows / 100 rows: \(ratio(changeRatio))  (budget ≤ 1.5) \(changeOK ? "ok" : "OVER BUDGET")")
        print("build, 10,000 rows / 1,000 rows:      \(ratio(buildRatio))  (budget ≤ 12, linear is 10) \(buildOK ? "ok" : "OVER BUDGET")")
        return changeOK && buildOK
    }

    static func ratio(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}
