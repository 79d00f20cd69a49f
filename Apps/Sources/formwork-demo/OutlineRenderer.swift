import Formwork

/// Draws a form as an indented text outline: what a person would see, without a
/// screen. Hidden rows and sections are left out, as a front end would.
enum OutlineRenderer {
    static func render(_ form: Form) -> String {
        var lines: [String] = []
        for section in form {
            lines.append("┌" + ((section.header ?? section.tag).map { " " + $0 } ?? ""))
            for row in section {
                let title = row.displayTitle ?? row.tag ?? "(\(row.kind))"
                let value = row.displayText ?? "—"
                var marks: [String] = []
                if row.isDisabled { marks.append("disabled") }
                if row.isExpanded { marks.append("expanded") }
                if row.inlineOwner != nil { marks.append("inline picker") }
                let suffix = marks.isEmpty ? "" : "  (" + marks.joined(separator: ", ") + ")"
                lines.append("│ \(title): \(value.replacingOccurrences(of: "\n", with: "⏎"))  [\(row.kind)]\(suffix)")
                for error in row.validationErrors { lines.append("│   ⚠ \(error.msg)") }
            }
            if let footer = section.footer { lines.append("│ " + footer) }
            lines.append("└")
        }
        for error in form.formErrors { lines.append("⚠ \(error.msg)") }
        return lines.joined(separator: "\n")
    }
}
