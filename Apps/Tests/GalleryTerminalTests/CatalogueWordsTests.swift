import Foundation
import Formwork
import FormworkGalleryForms
import FormworkGalleryTerminal
import Testing
@testable import FormworkTerminal

/// The terminal says every word of its own in the form's language: hints, notes,
/// switch and list words, the summary, and the questions of plain mode.
@Suite struct CatalogueWordsTests {
    /// The words of a text, lowercased: runs of letters of two or more.
    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count > 1 })
    }

    /// The words English says that `messages` does not: none of them may show in a
    /// form in that language. Modifier keys are written as on the keys.
    static func englishWords(notIn messages: FormMessages) -> Set<String> {
        let english = FormMessages.english.entries.compactMap(\.text).reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        let own = messages.entries.compactMap(\.text).reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        return english.subtracting(own).subtracting(["ctrl", "alt"])
    }

    static func page(_ name: String) -> Form {
        GalleryForms.all.first { $0.name == name }!.make()
    }

    static let languages: [String: FormMessages] = ["fr": .french, "ar": .arabic]

    /// Every screen of a form as a person walks it: each row with focus in turn,
    /// then submitted (with its errors, if any).
    static func walk(_ form: Form) -> [[String]] {
        var screen = FormHarness(form, width: 100, height: 40, presenters: GalleryTerminal.presenters)
        var screens = [screen.lines]
        for _ in 0..<(form.rows.count + 4) {
            screen.press(.tab)
            screens.append(screen.lines)
        }
        screen.control("s")
        screens.append(screen.lines)
        return screens
    }

    @Test(arguments: GalleryForms.all.map(\.name), ["fr", "ar"])
    func everyGalleryPageHintsInTheFormsLanguage(_ page: String, _ language: String) throws {
        let messages = try #require(Self.languages[language])
        let form = try #require(GalleryForms.all.first { $0.name == page }).make()
        form.messages = messages
        let english = Self.englishWords(notIn: messages)
        #expect(english.isSuperset(of: ["submit", "toggle", "type", "edit", "error", "errors", "fix", "on", "off", "enter", "space"]))
        // The page's own words are its author's (English in most of the gallery);
        // the line of hints and notes is all the terminal's.
        for lines in Self.walk(form) {
            let status = try #require(lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            let left = Self.words(status).intersection(english)
            #expect(left.isEmpty, "\(page) in \(language): \(status) says \(left.sorted())")
        }
    }

    @Test func theFrenchPageHasNoEnglishWordAnywhere() throws {
        let form = Self.page("french")
        let english = Self.englishWords(notIn: .french)
        var screens = Self.walk(form)
        // The list of a push row, open, and filtered to nothing.
        var screen = FormHarness(Self.page("french"), width: 100, height: 40)
        while screen.focusedLine?.contains("Fréquence") != true { screen.press(.tab) }
        screen.press(.enter)
        screens.append(screen.lines)
        screen.type("zzz")
        screens.append(screen.lines)
        #expect(screen.lines.contains { $0.contains("Aucune option ne correspond") })
        screen.press(.escape)
        // A repeating group's item: its keys.
        while screen.focusedLine?.contains("Ajouter") != true { screen.press(.tab) }
        screen.press(.enter)
        screens.append(screen.lines)
        let summary = screen.scene.summary(width: 100, cancelled: true).map(\.text)
        screens.append(summary)
        #expect(summary.first?.contains("(annulé)") == true)
        for lines in screens {
            let left = lines.reduce(into: Set<String>()) { $0.formUnion(Self.words($1)) }.intersection(english)
            #expect(left.isEmpty, "English left on the French page: \(left.sorted()) in \(lines.filter { !$0.isEmpty })")
        }
        // And what the French page says is French.
        let all = screens.joined().joined(separator: "\n")
        for phrase in ["Activé", "Choisir…", "tapez pour modifier", "Ctrl-S envoyer", "Ctrl-X supprimer", "erreur"] {
            #expect(all.contains(phrase), "the French page says \(phrase)")
        }
    }

    @Test func theFrenchPageIsAskedInFrenchInPlainMode() throws {
        let form = Self.page("french")
        let (outcome, transcript) = runPlain(form, answers: "pas-un-courriel\nada@example.com\n\n\n\nzzz\n1\no\n555 0100\nn\n", everyRow: true)
        guard case .success(.completed) = outcome else { Issue.record("plain mode ended with \(outcome): \(transcript)"); return }
        let left = Self.words(transcript).intersection(Self.englishWords(notIn: .french))
        #expect(left.isEmpty, "English left in plain mode: \(left.sorted())\n\(transcript)")
        for phrase in ["Courriel (obligatoire)", "Saisissez une adresse e-mail valide.", "Entrée garde Oui, - efface", "[o/n",
                       "[un numéro", "Aucune option ne correspond à « zzz »", "Ajouter à Téléphones ? (o/N)", "Terminé."] {
            #expect(transcript.contains(phrase), "plain mode says \(phrase)")
        }
        #expect(form.rowBy(tag: "frequence")?.baseValue as? String == "Chaque jour")
    }

    @Test func yesAndNoAreTheFormsWordsAndWhatScriptsSend() {
        let french = FormMessages.french.keyboard
        #expect(french.yes("Oui") == true && french.yes(" o ") == true && french.yes("NON") == false)
        #expect(french.yes("true") == true && french.yes("1") == true && french.yes("off") == false)
        #expect(french.yes("yes") == true && french.yes("n") == false, "what scripts send, in any language")
        #expect(french.yesOrNo == "o/n")
        #expect(FormMessages.arabic.keyboard.yes("نعم") == true && FormMessages.arabic.keyboard.yes("ل") == false)
        #expect(FormMessages.english.keyboard.yes("maybe") == nil)
    }

    @Test func theArabicPageIsAskedInArabicInPlainMode() {
        let form = Self.page("arabic")
        let (outcome, transcript) = runPlain(form, answers: "ada@example.com\n\n\n1\nن\n555 0100\nل\n")
        guard case .success(.completed) = outcome else { Issue.record("plain mode ended with \(outcome): \(transcript)"); return }
        #expect(transcript.contains("البريد الإلكتروني (مطلوب)"))
        #expect(transcript.contains("إضافة إلى الهواتف؟ (ن/ل)"))
        #expect(transcript.contains("تم."))
        #expect(!transcript.contains { $0.isASCII && $0.isLetter && !"adexamplecom".contains($0) }, "no Latin letters but the answer's: \(transcript)")
    }
}

/// A presenter that says nothing of plain mode asks its row by what it holds, as
/// the built-in ones do.
@Suite struct PlainDefaultsTests {
    /// Draws a switch its own way, and leaves plain mode to the defaults.
    struct OwnSwitch: TerminalRowPresenter {
        func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
            TerminalRowDrawing(value: StyledLine(row.inputText == "true" ? "(•)" : "( )"))
        }
        func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                    context: TerminalRowContext) -> TerminalRowResponse { .ignored }
    }

    @Test func aPresentersOwnSwitchIsAskedYesOrNoAndADateByItsShape() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("alerts") { $0.title = "Alerts"; $0.value = true }
            <<< DateRow("day") { $0.title = "Day" }
        var presenters = TerminalPresenters()
        presenters.register(OwnSwitch(), for: .toggle)
        presenters.register(OwnSwitch(), for: .date)
        let (outcome, transcript) = runPlain(form, answers: "maybe\nn\n2026-11-27\n", everyRow: true, presenters: presenters)
        guard case .success(.completed) = outcome else { Issue.record("plain mode ended with \(outcome): \(transcript)"); return }
        #expect(transcript.contains("Alerts [y/n, Enter keeps Yes, - clears]"), "\(transcript)")
        #expect(transcript.contains("  ✗ Answer y or n"))
        #expect(form.rowBy(tag: "alerts")?.baseValue as? Bool == false)
        #expect(transcript.contains("Day [YYYY-MM-DD]"))
        #expect(form.rowBy(tag: "day")?.baseValue != nil)
    }
}
