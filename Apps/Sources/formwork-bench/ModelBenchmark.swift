import Foundation
import Formwork

/// `formwork-bench model`: forms from a 200-property model and from a 1,000-row
/// schema, each next to building the same rows by hand.
enum ModelBenchmark {
    /// The rows `Form(model: Model200())` makes, built directly.
    static func byHand() -> Form {
        let form = Form()
        let section = Section()
        for i in 0..<200 {
            let tag = String(format: "f%03d", i)
            let title = "F " + String(format: "%03d", i)
            let required = i % 10 != 9
            let row: BaseRow
            switch i % 4 {
            case 0: row = TextRow(tag) { $0.title = title; $0.value = required ? "text" : nil; if required { $0.add(rule: RuleRequired()) } }
            case 1: row = IntRow(tag) { $0.title = title; $0.value = required ? 1 : nil; if required { $0.add(rule: RuleRequired()) } }
            case 2: row = DecimalRow(tag) { $0.title = title; $0.value = required ? 1.5 : nil; if required { $0.add(rule: RuleRequired()) } }
            default: row = SwitchRow(tag) { $0.title = title; $0.value = required ? true : nil }
            }
            section <<< row
        }
        form +++ section
        return form
    }

    /// A schema of 1,000 rows in sections of 20, mixing types, rules, options and conditions.
    static func schema(rows: Int) -> FormSchema {
        var sections: [SectionSchema] = []
        for s in 0..<(rows / 20) {
            var section = SectionSchema(header: "Section \(s)")
            for r in 0..<20 {
                let i = s * 20 + r
                var row: RowSchema
                switch i % 4 {
                case 0:
                    row = RowSchema(type: "text", tag: "r\(i)", title: "Text \(i)")
                    row.rules = [RuleSchema(rule: "required"), RuleSchema(rule: "maxLength", value: .number(100))]
                    row.value = .string("value \(i)")
                case 1:
                    row = RowSchema(type: "int", tag: "r\(i)", title: "Number \(i)")
                    row.rules = [RuleSchema(rule: "min", value: .number(0))]
                    row.value = .number(Double(i))
                case 2:
                    row = RowSchema(type: "switch", tag: "r\(i)", title: "Switch \(i)")
                    row.value = .bool(i % 8 == 2)
                default:
                    row = RowSchema(type: "push", tag: "r\(i)", title: "Choice \(i)")
                    row.settings["options"] = .array([.string("a"), .string("b"), .string("c")])
                    row.value = .string("a")
                }
                if r > 0 { row.disabled = "$r\(s * 20) == 'locked'" }
                section.rows.append(row)
            }
            sections.append(section)
        }
        return FormSchema(sections: sections)
    }

    /// The rows the schema describes, built directly.
    static func schemaByHand(rows: Int) -> Form {
        let form = Form()
        for s in 0..<(rows / 20) {
            let section = Section("Section \(s)")
            for r in 0..<20 {
                let i = s * 20 + r
                let row: BaseRow
                switch i % 4 {
                case 0: row = TextRow("r\(i)") { $0.title = "Text \(i)"; $0.value = "value \(i)"; $0.add(rule: RuleRequired()); $0.add(rule: RuleMaxLength(maxLength: 100)) }
                case 1: row = IntRow("r\(i)") { $0.title = "Number \(i)"; $0.value = i; $0.add(rule: RuleGreaterOrEqualThan(min: 0)) }
                case 2: row = SwitchRow("r\(i)") { $0.title = "Switch \(i)"; $0.value = i % 8 == 2 }
                default: row = PushRow<String>("r\(i)") { $0.title = "Choice \(i)"; $0.options = ["a", "b", "c"]; $0.value = "a" }
                }
                if r > 0 { row.disabled = .predicate(try! FormPredicate(format: "$r\(s * 20) == 'locked'")) }
                section <<< row
            }
            form +++ section
        }
        return form
    }

    static func run() -> Bool {
        print("Formwork model and schema benchmark (release build, median of several runs)\n")
        let model = Model200()
        if let n = Int(ProcessInfo.processInfo.environment["PROFILE_LOOPS"] ?? "") {
            for _ in 0..<n { _ = try! Form(model: model) }
            return true
        }
        let modelForm = try! Form(model: model)
        precondition(modelForm.allRows.count == byHand().allRows.count, "the hand-built form must match")
        precondition(try! modelForm.decode(Model200.self) == model, "the model must round-trip")

        let fromModel = Timing.median(repeats: 25) { _ = try! Form(model: model) }
        let handBuilt = Timing.median(repeats: 25) { _ = byHand() }
        let decode = Timing.median(repeats: 25) { _ = try! modelForm.decode(Model200.self) }
        let values = Timing.median(repeats: 25) { _ = modelForm.values() }

        let schema = schema(rows: 1_000)
        let json = try! schema.jsonData()
        let fromSchema = Timing.median(repeats: 9) { _ = try! Form(schemaJSON: json) }
        let fromSchemaValue = Timing.median(repeats: 9) { _ = try! Form(schema: schema) }
        let schemaHand = Timing.median(repeats: 9) { _ = schemaByHand(rows: 1_000) }
        precondition(FormSchema(form: try! Form(schema: schema)) == FormSchema(form: schemaByHand(rows: 1_000)), "same form")

        func line(_ label: String, _ seconds: Double, _ reference: (Double, String)? = nil) {
            let ratio = reference.map { "  (\(CoreBenchmark.ratio(seconds / $0.0))× \($0.1))" } ?? ""
            print(label.padding(toLength: 46, withPad: " ", startingAt: 0) + Timing.pad(Timing.format(seconds), 10) + ratio)
        }
        line("200-field model: Form(model:)", fromModel, (handBuilt, "by hand"))
        line("200-field model: the same rows by hand", handBuilt)
        line("200-field model: form.decode(Model200.self)", decode, (values, "values()"))
        line("200-field model: form.values()", values)
        line("1,000-row schema: Form(schemaJSON:) from JSON", fromSchema, (schemaHand, "by hand"))
        line("1,000-row schema: Form(schema:) from the value", fromSchemaValue, (schemaHand, "by hand"))
        line("1,000-row schema: the same rows by hand", schemaHand)
        return true
    }
}
