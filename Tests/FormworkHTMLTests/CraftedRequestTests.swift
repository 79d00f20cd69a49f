import Foundation
import Formwork
import FormworkHTML
import Testing

/// Requests no page sends: names built to make the server work, actions on what
/// the page does not offer (rows in a hidden or disabled subform, hidden items of
/// a repeating group), and large files carried back from an earlier page.
@Suite("Submissions: crafted requests")
struct CraftedRequestTests {
    func submit(_ body: String, to form: Form) throws -> FormSubmission.Outcome {
        try FormSubmission(urlEncoded: Array(body.utf8)).apply(to: form)
    }

    @Test func namesBuiltToMakeTheServerWorkNameNothing() throws {
        let form = Form()
        form +++ Section() <<< DateInlineRow("day") <<< StepperRow("n") { $0.value = 1 }
        let chain = "day" + String(repeating: ".picker", count: 9_000)
        #expect(form.row(withIdentifier: chain) == nil)
        #expect(form.reachableRow(withIdentifier: chain) == nil)
        #expect(form.row(withIdentifier: "day.picker.picker") == nil, "a picker has no picker")
        #expect(form.row(withIdentifier: String(repeating: "n", count: 5_000)) == nil)
        for action in ["select", "increment", "validate"] {
            let body = "fw-open=\(chain)&\(chain).kept=x&fw-action=\(action)+\(chain)"
            let outcome = try FormSubmission(urlEncoded: Array(body.utf8), limits: {
                var limits = BodyLimits()
                limits.maximumFieldBytes = 200_000
                return limits
            }()).apply(to: form)
            #expect(outcome == (action == "validate" ? .checked([]) : .redraw))
        }
        let day = try #require(form.rowBy(tag: "day"))
        day.expandInlineRow()
        #expect(form.row(withIdentifier: "day.picker") === day.expandedInlineRow, "the real picker is still found")
    }

    static func withSubform(hidden: Bool, disabled: Bool) -> (Form, SubformRow) {
        let form = Form()
        let sub = SubformRow("address")
        sub.subform +++ Section()
            <<< StepperRow("floor") { $0.value = 2 }
            <<< CheckRow("lift") { $0.value = false }
            <<< ImageRow("photo")
        form +++ Section() <<< SwitchRow("show") { $0.value = !hidden } <<< sub
        if hidden { sub.hidden = "$show == false" }
        if disabled { sub.disabled = true }
        return (form, sub)
    }

    @Test func rowsInAHiddenOrDisabledSubformCannotBeActedOn() throws {
        for (hidden, disabled) in [(true, false), (false, true)] {
            let (form, sub) = Self.withSubform(hidden: hidden, disabled: disabled)
            #expect(try submit("show=\(!hidden)&floor=2&fw-action=increment+floor", to: form) == .redraw)
            #expect(try submit("show=\(!hidden)&floor=2&fw-action=select+lift", to: form) == .redraw)
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
            let kept = FormSubmission.keptValue(UploadedFile(name: "p.png", contentType: "image/png", data: png))
            #expect(try submit("show=\(!hidden)&floor=2&photo.kept=\(kept.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)",
                               to: form) == .valid)
            #expect(sub.subform.rowBy(tag: "floor")?.inputText == "2", "hidden \(hidden), disabled \(disabled)")
            #expect(sub.subform.rowBy(tag: "lift")?.inputText != "true")
            #expect(sub.subform.rowBy(tag: "photo")?.baseValue == nil)
            #expect(form.reachableRow(withIdentifier: "floor") == nil)
            #expect(form.row(withIdentifier: "floor") != nil, "code still finds it")
        }
        // Shown and enabled, the same actions reach the rows.
        let (form, sub) = Self.withSubform(hidden: false, disabled: false)
        #expect(try submit("show=true&floor=2&fw-action=increment+floor", to: form) == .redraw)
        #expect(sub.subform.rowBy(tag: "floor")?.inputText == "3")
    }

    static func phones() -> (Form, MultivaluedSection) {
        let form = Form()
        let group = MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder]) {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        }
        form +++ group
        for number in ["111", "222", "333"] {
            let row = PhoneRow()
            row.setText(number)
            group.insert(row, at: group.itemRows.count)
        }
        return (form, group)
    }

    @Test func hiddenOrDisabledItemsOfARepeatingGroupStay() throws {
        let (form, group) = Self.phones()
        group.itemRows[1].hidden = true
        group.itemRows[2].disabled = true
        let sent = "phones.0=111&phones.1=222&phones.2=333"
        #expect(try submit("phones.count=3&\(sent)&fw-action=delete+phones+1", to: form) == .redraw)
        #expect(try submit("phones.count=3&\(sent)&fw-action=delete+phones+2", to: form) == .redraw)
        #expect(try submit("phones.count=3&\(sent)&fw-action=down+phones+0", to: form) == .redraw)
        #expect(try submit("phones.count=3&\(sent)&fw-action=up+phones+2", to: form) == .redraw)
        #expect(group.itemRows.map(\.inputText) == ["111", "222", "333"])
        // A smaller count takes away only what a person could delete.
        #expect(try submit("phones.count=0&\(sent)&fw-action=update", to: form) == .redraw)
        #expect(group.itemRows.map(\.inputText) == ["222", "333"])
        // The page offers no buttons for the hidden item, and its item is hidden.
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"<li class="fw-item" hidden>"#))
        #expect(!page.contains(#"value="delete phones 0""#))
        #expect(!page.contains(#"value="down phones 0""#))
    }

    /// Moving an item that is not there (the last one up past the end, any in an
    /// empty group) changes nothing and stops nothing.
    @Test(arguments: ["up phones 1", "down phones 0", "up phones 0", "down phones 1", "delete phones 1", "up phones 999999",
                      "down phones 999999", "delete phones 999999", "up phones -1", "down nowhere 0"])
    func movingItemsThatAreNotThereChangesNothing(_ action: String) throws {
        let (form, group) = Self.phones()
        let action = action.replacingOccurrences(of: " ", with: "+")
        // A value no button sends (a negative item) is no action: the form is submitted.
        let outcome = try submit("phones.count=1&phones.0=111&fw-action=\(action)", to: form)
        #expect(outcome == (action.hasSuffix("-1") ? .valid : .redraw))
        #expect(group.itemRows.map(\.inputText) == ["111"])
        let empty = Form() +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder]) {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        }
        _ = try submit("fw-action=\(action)", to: empty)
        #expect((empty.first as? MultivaluedSection)?.itemRows.isEmpty == true)
    }

    /// A post adds no item it does not name: a claimed count alone, or one field
    /// numbered 999, makes one item at most, so sixty bytes cannot make a page of a
    /// thousand items. Items a page showed come back, even those whose rows send
    /// nothing.
    @Test func aClaimedCountMakesNoItemsThePostDoesNotName() throws {
        func group() -> (Form, MultivaluedSection) {
            let section = MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder]) {
                $0.tag = "phones"
                $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
            }
            return (Form() +++ section, section)
        }
        let (form, phones) = group()
        let small = HTMLFormRenderer().render(form).bytes.count
        _ = try submit("phones.count=100000&fw-action=update", to: form)
        #expect(phones.itemRows.isEmpty)
        _ = try submit("phones.count=100000&phones.999=1&fw-action=update", to: form)
        #expect(phones.itemRows.count == 1)
        #expect(HTMLFormRenderer().render(form).bytes.count < 2 * small + 2_000)
        _ = try submit("phones.count=100000&phones.items=5&phones.items=99999&phones.items=5&fw-action=update", to: form)
        #expect(phones.itemRows.count == 2, "two different items named")
        // What a page sends comes back whole.
        let (again, five) = group()
        _ = try submit("phones.count=5&" + (0..<5).map { "phones.\($0)=55\($0)" }.joined(separator: "&") + "&fw-action=update", to: again)
        #expect(five.itemRows.map(\.inputText) == ["550", "551", "552", "553", "554"])
    }

    @Test func itemsWhoseRowsSendNothingComeBackThroughThePage() throws {
        func form() -> (Form, MultivaluedSection) {
            let section = MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
                $0.tag = "flags"
                $0.multivaluedRowToInsertAt = { _ in SwitchRow() }
            }
            return (Form() +++ section, section)
        }
        let (shown, flags) = form()
        for _ in 0..<3 { _ = try flags.insertNewRow() }
        (flags.itemRows[1] as? SwitchRow)?.value = true
        // The page as a browser sends it: switches that are off send nothing.
        let page = HTMLFormRenderer().render(shown).string
        #expect(page.components(separatedBy: #"name="flags.items""#).count == 4)
        let (posted, again) = form()
        _ = try submit("flags.count=3&flags.items=0&flags.1=on&flags.items=1&flags.items=2&fw-action=update", to: posted)
        #expect(again.itemRows.count == 3)
        #expect(again.itemRows.map { ($0 as? SwitchRow)?.value } == [false, true, false])
    }

    @Test func aLargeFileCarriedBackFromAnEarlierPageIsTaken() throws {
        let form = Form()
        form +++ Section() <<< TextRow("name") { $0.add(rule: RuleRequired()) } <<< ImageRow("photo")
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += [UInt8](repeating: 7, count: 300_000)
        let kept = FormSubmission.keptValue(UploadedFile(name: "big.png", contentType: "image/png", data: Data(png)))
        #expect(kept.utf8.count > BodyLimits().maximumFieldBytes)
        let body = UploadTests.body(fields: [("name", "Ann"), ("photo.kept", kept)], files: [])
        let submission = try FormSubmission(multipart: body, boundary: "XyZ")
        #expect(submission.apply(to: form) == .valid)
        #expect((form.rowBy(tag: "photo")?.baseValue as? UploadedFile)?.data == Data(png))
        // Other fields keep their limit.
        let long = UploadTests.body(fields: [("name", String(repeating: "a", count: 70_000))], files: [])
        #expect(throws: FormBodyError.self) { try FormSubmission(multipart: long, boundary: "XyZ") }
    }

    @Test func filesCountTowardsTheFieldsABodyMayHold() {
        var limits = BodyLimits()
        limits.maximumFieldCount = 3
        let body = UploadTests.body(fields: [("a", "1")], files: [("f1", "1.png", UploadTests.png), ("f2", "2.png", UploadTests.png),
                                                                  ("f3", "3.png", UploadTests.png)])
        do {
            _ = try MultipartBody.decode(body, boundary: "XyZ", limits: limits)
            Issue.record("four parts decoded under a limit of three")
        } catch {
            #expect(error.status == 400)
        }
    }

    @Test func aPasswordReadByAConditionIsNotWrittenIntoThePage() {
        let form = Form()
        form +++ Section()
            <<< PasswordRow("secret") { $0.value = "hunter2" }
            <<< TextRow("hint") { $0.hidden = "$secret == ''" }
        let page = HTMLFormRenderer().render(form).string
        #expect(!page.contains("hunter2"))
        #expect(page.contains(#""secret":{"row":"secret","read":"text","value":null}"#))
    }
}
