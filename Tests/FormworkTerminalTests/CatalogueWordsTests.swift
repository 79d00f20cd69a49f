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
