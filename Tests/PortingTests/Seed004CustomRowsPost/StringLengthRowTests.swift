import Formwork
import Testing

/// Seed 004, "Creating custom form elements": `StringLengthRow`, which restricts
/// the length of its text and shows how much of the limit is used. The row
/// declares its settable properties; its cell (`StringLengthCell`, loaded from a
/// nib, a text field and a progress view) is UIKit and deleted: the limit is a
/// rule of the row, and the progress is what the row says of its value.
@Suite("Seed 004: a custom row, StringLengthRow")
struct StringLengthRowTests {
    final class StringLengthRow: FieldRow<String>, RowType {
        /// The most characters the text may have.
        var maxLength = 140 {
            didSet {
                remove(ruleWithIdentifier: "maxLength")
                add(rule: RuleMaxLength(maxLength: UInt(maxLength), id: "maxLength"))
            }
        }

        required init(tag: String?) {
            super.init(tag: tag)
            add(rule: RuleMaxLength(maxLength: UInt(maxLength), id: "maxLength"))
        }

        /// The part of the limit used, what the cell's progress view showed.
        var progress: Double { Double(value?.count ?? 0) / Double(maxLength) }
    }

    @Test func theLimitAndTheProgress() throws {
        let form = Form()
        form +++ Section("Custom")
            <<< StringLengthRow("motto") {
                $0.title = "Motto"
                $0.maxLength = 10
            }
        let row = try #require(form.rowBy(tag: "motto") as? StringLengthRow)
        _ = row.takeInput(.text("Do or do"))
        #expect(row.progress == 0.8)
        #expect(row.validate().isEmpty)
        _ = row.takeInput(.text("Do or do not"))
        #expect(row.validate().count == 1, "over the limit")
        #expect(row.rules.count == 1, "one limit, the last set")
    }
}
