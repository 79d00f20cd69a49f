import Foundation
import Formwork
import FormworkGalleryForms
import FormworkGalleryTerminal
import Testing
@testable import FormworkTerminal

/// The gallery's custom rows are drawn and asked, in plain mode too, by their own
/// presenters, and what is chosen through them drives the conditions that read them.
@Suite struct GalleryCustomRowTests {
    private func customPage() throws -> Form {
        try #require(GalleryForms.all.first { $0.name == "custom" }).make()
    }

    @Test func plainModeAsksTheCustomRowsThroughTheirPresenters() throws {
        let form = try customPage()
        // Every row asked: the days are typed by name, not chosen by number; a day
        // name that is no day is refused with the reason, and asked again.
        let answers = "sat, funday\nsat sun\nSee you on holidays\n10:00–14:00\nChristmas\n"
        let (outcome, transcript) = runPlain(form, answers: answers, everyRow: true, presenters: GalleryTerminal.presenters)
        guard case .success(.completed) = outcome else { Issue.record("plain mode ended with \(outcome): \(transcript)"); return }
        #expect(transcript.contains("Open on (required) [Mon Tue Wed Thu Fri Sat Sun, e.g. Sat, Sun, Enter keeps Monday, Tuesday"),
                "the week-day presenter says how its answer is typed:\n\(transcript)")
        #expect(transcript.contains("  ✗ No option matches \"funday\""))
        #expect(!transcript.contains("1) Monday"), "the days are not listed by number, as a list without a presenter would be")
        #expect(form.rowBy(tag: "days")?.baseValue as? Set<Weekday> == [.sat, .sun])
        #expect(transcript.contains("Note for customers [0 of 40, e.g. Closed on public holidays]"),
                "the counted text's presenter says its count and limit:\n\(transcript)")
        #expect(form.rowBy(tag: "note")?.baseValue as? String == "See you on holidays")
        // The conditions that read the custom rows follow the answers.
        #expect(transcript.contains("Weekend hours"))
        #expect(form.rowBy(tag: "weekendHours")?.baseValue as? String == "10:00–14:00")
        #expect(form.rowBy(tag: "holidays")?.baseValue as? String == "Christmas")
    }

    @Test func withoutItsPresenterTheWeekDayRowIsAListByNumber() throws {
        let form = try customPage()
        let (outcome, transcript) = runPlain(form, answers: "6,7\nA note\n10-14\n", everyRow: true)
        guard case .success(.completed) = outcome else { Issue.record("plain mode ended with \(outcome): \(transcript)"); return }
        #expect(transcript.contains("  6) Saturday"))
        #expect(form.rowBy(tag: "days")?.baseValue as? Set<Weekday> == [.sat, .sun])
    }

    @Test func aTextOverTheLimitIsKeptAndRefusedWithTheRulesMessage() throws {
        let form = try customPage()
        let long = String(repeating: "x", count: 41)
        let (outcome, transcript) = runPlain(form, answers: "\n\(long)\nshort\n", everyRow: true, presenters: GalleryTerminal.presenters)
        guard case .success(.completed) = outcome else { Issue.record("plain mode ended with \(outcome): \(transcript)"); return }
        #expect(transcript.contains("  ✗ Enter at most 40 characters."))
        #expect(transcript.contains("now " + long), "asked again, what was typed is shown: \(transcript)")
        #expect(form.rowBy(tag: "note")?.baseValue as? String == "short")
    }

    @Test func theWeekDayPresenterChoosesDaysWithArrowsAndSpace() throws {
        let form = try customPage()
        var screen = FormHarness(form, width: 100, height: 20, presenters: GalleryTerminal.presenters)
        #expect(screen.focusedLine?.hasSuffix("●Mon ●Tue ●Wed ●Thu ●Fri ○Sat ○Sun") == true)
        #expect(screen.line(containing: "Weekend hours") == nil, "hidden while no weekend day is chosen")
        screen.press(.left)
        screen.press(.character(" "))
        #expect(form.rowBy(tag: "days")?.baseValue as? Set<Weekday> == [.mon, .tue, .wed, .thu, .fri, .sun])
        #expect(screen.focusedLine?.hasSuffix("○Sat ●Sun") == true)
        #expect(screen.line(containing: "Weekend hours") != nil, "a condition reading the days follows the key")
        #expect(screen.lines.last?.contains("←→ move · Space choose") == true)
        // Round to Monday, and leave it out.
        screen.press(.right)
        screen.press(.character(" "))
        #expect(form.rowBy(tag: "days")?.baseValue as? Set<Weekday> == [.tue, .wed, .thu, .fri, .sun])
        #expect(screen.focusedLine?.hasSuffix("○Mon ●Tue ●Wed ●Thu ●Fri ○Sat ●Sun") == true)
    }

    @Test func theCountedTextShowsItsCountUnderTheField() throws {
        let form = try customPage()
        var screen = FormHarness(form, width: 100, height: 20, presenters: GalleryTerminal.presenters)
        screen.press(.tab)
        #expect(screen.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "0 of 40" })
        screen.type("Open late")
        #expect(screen.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "9 of 40" })
        #expect(form.rowBy(tag: "note")?.baseValue as? String == "Open late")
    }
}
