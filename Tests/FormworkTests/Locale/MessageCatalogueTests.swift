import Formwork
import Testing

/// Every language says every key of the catalogue, in its own words.
@Suite("Message catalogues")
struct MessageCatalogueTests {
    static let languages: [(name: String, messages: FormMessages)] = [("fr", .french), ("ar", .arabic)]

    /// Keys a language may say as English does: words that are the same in it.
    static let sameAsEnglish: [String: Set<String>] = [
        "fr": ["direction", "keyboard.tabKey", "keyboard.dateShape(time)", "keyboard.actions",
               "commandLine.options", "commandLine.questions", "commandLine.secret", "commandLine.codeWord"],
        "ar": ["decimalSeparator", "aboutField(X9, Y8)", "commandLine.heading(X9)"],
    ]

    private static func texts(_ messages: FormMessages) -> [String: String] {
        Dictionary(messages.entries.map { ($0.key, $0.text ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theWalkReachesEveryKeyAndKnowsEveryType() {
        let entries = FormMessages.english.entries
        #expect(entries.count > 150, "every message, the keyboard words, and the values of every closure")
        #expect(entries.allSatisfy { $0.text != nil }, "a key of a type the walk cannot say: \(entries.filter { $0.text == nil }.map(\.key))")
        let keys = Set(entries.map(\.key))
        #expect(keys.count == entries.count, "no key twice")
        for key in ["required", "minLength(2)", "dateFormat(dateTime)", "keyboard.enterKey", "keyboard.errorsToFix(5)", "keyboard.position(3, 12)",
                    "keyboard.optionsMatch(2, X9)", "keyboard.dateShape(countDownTimer)", "direction", "keyboard.yesAnswers",
                    "commandLine.between(X9, Y8, Z7)", "commandLine.wholeNumber"] {
            #expect(keys.contains(key), "the walk misses \(key)")
        }
    }

    @Test(arguments: languages.map(\.name))
    func aLanguageSaysEveryKeyInItsOwnWords(_ name: String) throws {
        let messages = try #require(Self.languages.first { $0.name == name }).messages
        let english = Self.texts(.english)
        let entries = messages.entries
        #expect(Set(entries.map(\.key)) == Set(english.keys), "the same keys as English")
        let allowed = Self.sameAsEnglish[name] ?? []
        for entry in entries {
            let text = try #require(entry.text, "\(name) cannot say \(entry.key)")
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(name) says nothing for \(entry.key)")
            if !allowed.contains(entry.key) {
                #expect(text != english[entry.key], "\(name) says \(entry.key) in English: \(text)")
            }
        }
        // The allow-list holds only keys that are still the same: a key translated
        // later leaves it.
        for key in allowed { #expect(Self.texts(messages)[key] == english[key], "\(key) is no longer the same in \(name)") }
    }

    @Test func arabicIsWrittenRightToLeftInArabicLetters() {
        #expect(FormMessages.arabic.direction == .rightToLeft)
        #expect(FormMessages.arabic.language == "ar")
        #expect(FormMessages.english.direction == .leftToRight)
        #expect(FormMessages.french.direction == .leftToRight)
        // Latin letters only where they are written so in Arabic too: web schemes, the
        // ISO shapes shown beside their Arabic names, sample values, modifier keys.
        let latin = ["https", "http", "MM/YY", "YYYY-MM-DDTHH:MM", "YYYY-MM-DD", "HH:MM", "X9", "Y8", "Z7", "rightToLeft", "JSON"]
        for entry in FormMessages.arabic.entries where entry.key != "language" {
            var text = entry.text ?? ""
            for word in latin { text = text.replacingOccurrences(of: word, with: "") }
            #expect(!text.contains { $0.isASCII && $0.isLetter }, "\(entry.key) has Latin letters: \(entry.text ?? "")")
        }
    }

    @Test func countsAreWordedForOneTwoAndMany() {
        let arabic = Self.texts(.arabic)
        #expect(arabic["errorSummary(1)"] != arabic["errorSummary(2)"])
        #expect(arabic["errorSummary(2)"] != arabic["errorSummary(5)"])
        let french = Self.texts(.french)
        #expect(french["keyboard.errorsToFix(1)"] == "1 erreur à corriger")
        #expect(french["keyboard.errorsToFix(5)"] == "5 erreurs à corriger")
    }

    @Test func aWordChangedInALanguageIsItsOwn() {
        var messages = FormMessages.french
        messages.keyboard.submit = "valider"
        #expect(messages.keyboard.submit == "valider")
        #expect(FormMessages.french.keyboard.submit == "envoyer", "the shipped catalogue is unchanged")
        #expect(messages.keyboard.enterKey == "Entrée", "the other words stay")
    }
}
