@testable import Formwork
import Testing

/// A front end tells from a mark whether a row of a template's form still has the
/// definition it worked something out from. A mark that said "unchanged" of a
/// changed row would draw a stale page, so every change must be seen.
@Suite("Serving: marks of a row's definition")
struct RowDefinitionMarkTests {
    static let template = try! FormTemplate {
        Form() +++ Section()
            <<< EmailRow("email") {
                $0.title = "Email"
                $0.placeholder = "you@example.com"
                $0.help = "Never shared."
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
            }
            <<< IntRow("age") { $0.title = "Age" }
            <<< PhoneRow("phone") { $0.title = "Phone"; $0.useFieldKind(.usPhone) }
            <<< PushRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M"] }
            <<< SwitchRow("agree") { $0.title = "Agree" }
    }

    /// The mark of `tag` in a fresh form of the template, and that row in another.
    func markAndRow(_ tag: String) throws -> (RowDefinitionMark, BaseRow) {
        let marked = try #require(Self.template.makeForm().rowBy(tag: tag))
        let mark = try #require(RowDefinitionMark(of: marked))
        return (mark, try #require(Self.template.makeForm().rowBy(tag: tag)))
    }

    @Test func copiesOfATemplateRowHaveItsDefinition() throws {
        for tag in ["email", "age", "phone"] {
            let (mark, row) = try markAndRow(tag)
            #expect(mark.isUnchanged(in: row), "\(tag)")
            // Values, errors, hidden and disabled are not the definition.
            row.baseValue = tag == "age" ? 3 : "typed"
            row.validate()
            #expect(mark.isUnchanged(in: row), "\(tag) after a value and a check")
        }
    }

    enum Change: String, CaseIterable {
        case title, placeholder, help, addRule, removeRules, mask, contentType, validationOptions, callback
    }

    @Test(arguments: Change.allCases)
    func everyChangeOfTheDefinitionIsSeen(_ change: Change) throws {
        let (mark, row) = try markAndRow("email")
        let email = try #require(row as? EmailRow)
        switch change {
        case .title: email.title = "Work email"
        case .placeholder: email.placeholder = "you@work.example"
        case .help: email.help = nil
        case .addRule: email.add(rule: RuleMaxLength(maxLength: 40))
        case .removeRules: email.removeAllRules()
        case .mask: email.textMask = TextMask(pattern: "***@***")
        case .contentType: email.contentType = .username
        case .validationOptions: email.validationOptions = .validatesOnDemand
        // Not shown, but kept in the same box: the mark cannot tell, and says changed.
        case .callback: _ = email.onChange { _ in }
        }
        #expect(!mark.isUnchanged(in: email))
    }

    /// A row of its own (not a template's copy) owns its boxes alone: changed after
    /// being marked, it must not change them in place.
    @Test func theMarkedRowItselfChangedIsSeen() throws {
        func row() -> EmailRow {
            EmailRow("email") { $0.title = "Email"; $0.placeholder = "a@example.com"; $0.textMask = TextMask(pattern: "***") }
        }
        let placeholder = row()
        let mark = try #require(RowDefinitionMark(of: placeholder))
        #expect(mark.isUnchanged(in: placeholder))
        placeholder.placeholder = "b@example.com"
        #expect(!mark.isUnchanged(in: placeholder))
        let mask = row()
        let maskMark = try #require(RowDefinitionMark(of: mask))
        mask.textMask = TextMask(pattern: "####")
        #expect(!maskMark.isUnchanged(in: mask))
    }

    /// A row without rules has no box for them: a rule added to its copy is seen by
    /// their number.
    @Test func aRuleAddedToARowWithoutRulesIsSeen() throws {
        let (mark, row) = try markAndRow("age")
        let age = try #require(row as? IntRow)
        age.add(rule: RuleRequired())
        #expect(!mark.isUnchanged(in: age))
        age.removeAllRules()
        #expect(!mark.isUnchanged(in: age), "a definition of its own, however it was changed")
    }

    /// A row's rules stand for themselves by the box of what was worked out from
    /// them: a row with rules and no box yet is not marked, and a change of its
    /// rules that keeps their number is still seen.
    @Test func rulesChangedToAsManyOthersAreSeen() throws {
        let row = EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()) }
        #expect(row.ruleDescriptors == [.required])
        let mark = try #require(RowDefinitionMark(of: row))
        #expect(mark.isUnchanged(in: row))
        row.removeAllRules()
        row.add(rule: RuleEmail())
        #expect(!mark.isUnchanged(in: row))
        #expect(row.ruleDescriptors == [.email], "worked out again")
    }

    @Test func aRowTheMarkWasNotMadeFromIsNotTakenForIt() throws {
        let (mark, _) = try markAndRow("email")
        let form = Self.template.makeForm()
        // Another row of the same type and the same (empty) boxes, titled alike.
        let other = EmailRow("other") { $0.title = "Email" }
        form.allSections[0].append(other)
        #expect(!mark.isUnchanged(in: other))
        #expect(try !mark.isUnchanged(in: #require(form.rowBy(tag: "phone"))))
        // A row built like the template's, not copied from it, has boxes of its own.
        let alike = EmailRow("email") {
            $0.title = "Email"
            $0.placeholder = "you@example.com"
            $0.help = "Never shared."
            $0.add(rule: RuleRequired())
            $0.add(rule: RuleEmail())
        }
        #expect(!mark.isUnchanged(in: alike))
        // Definitions are told apart by identity: a row built alike is not the
        // template's.
        let (ageMark, _) = try markAndRow("age")
        #expect(!ageMark.isUnchanged(in: IntRow("years") { $0.title = "Age" }))
        #expect(!ageMark.isUnchanged(in: IntRow("years") { $0.title = "Years" }))
        #expect(!ageMark.isUnchanged(in: DecimalRow("years") { $0.title = "Age" }))
    }

    @Test func rowsThatKeepOtherSettingsAreNotMarked() throws {
        let form = Self.template.makeForm()
        #expect(try RowDefinitionMark(of: #require(form.rowBy(tag: "size"))) == nil)
        #expect(try RowDefinitionMark(of: #require(form.rowBy(tag: "agree"))) == nil)
        final class CodeRow: StringFieldRow {}
        #expect(RowDefinitionMark(of: CodeRow("code")) == nil)
        #expect(RowDefinitionMark(of: TextAreaRow("notes")) == nil)
    }
}
