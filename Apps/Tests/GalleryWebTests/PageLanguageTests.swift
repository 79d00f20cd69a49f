import Formwork
import FormworkGallery
import FormworkGalleryForms
import FormworkHTML
import Foundation
import Testing

/// Every gallery page, in each language of the catalogue, says the words Formwork
/// writes in that language: what is left in English is the page author's.
@Suite struct PageLanguageTests {
    /// The words of a text, lowercased: runs of letters of two or more.
    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count > 1 })
    }

    /// What a page says to people: its text and the attributes read to them, not
    /// its markup, addresses or data.
    static func said(_ html: String) -> String {
        var text = html
        // The page's data for its script is read by code, not people.
        while let start = text.range(of: "<script"), let end = text.range(of: "</script>", range: start.upperBound..<text.endIndex) {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        var said: [String] = []
        let attributes = ["aria-label", "placeholder", "title", "alt"]
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            said.append(String(rest[..<open]))
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[open...close]
            for name in attributes {
                if let range = tag.range(of: " " + name + "=\""), let end = tag[range.upperBound...].firstIndex(of: "\"") {
                    said.append(String(tag[range.upperBound..<end]))
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        return said.joined(separator: " ")
    }

    /// The words of the form's author: titles, help, options, values, headers.
    static func authorsWords(_ form: Form) -> Set<String> {
        var text: [String?] = [form.title]
        for section in form.allSections {
            text += [section.header, section.footer]
            for row in section.allRows {
                text += [row.title, row.placeholder, row.help, row.displayText, row.inputText]
                text += row.optionLists.flatMap { list in [list.title] + list.options.map(\.title) }
            }
        }
        return text.compactMap { $0 }.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
    }

    @Test(arguments: GalleryForms.all.map(\.name), ["fr", "ar"])
    func everyGalleryPageSaysFormworksWordsInItsLanguage(_ name: String, _ language: String) throws {
        let messages: FormMessages = language == "fr" ? .french : .arabic
        let english = FormMessages.english.entries.compactMap(\.text).reduce(into: Set<String>()) { $0.formUnion(Self.words($1)) }
        let own = messages.entries.compactMap(\.text).reduce(into: Set<String>()) { $0.formUnion(Self.words($1)) }
        let form = try #require(GalleryForms.all.first { $0.name == name }).make()
        // The author's own error messages read the same in every language.
        form.messages = .english
        let inEnglish = Set(form.validate().map(\.msg))
        form.messages = messages
        // With every error showing: the summary and the messages under rows.
        let authorsMessages = form.validate().map(\.msg).filter(inEnglish.contains)
            .reduce(into: Set<String>()) { $0.formUnion(Self.words($1)) }
        let page = HTMLPage().render(form, renderer: GalleryRenderer.shared)
        let html = String(decoding: page.bytes, as: UTF8.self)
        #expect(html.contains("lang=\"\(language)\""))
        #expect(html.contains("dir=\"rtl\"") == (language == "ar"))
        let left = Self.words(Self.said(html)).intersection(english.subtracting(own)).subtracting(Self.authorsWords(form))
            .subtracting(authorsMessages)
        #expect(left.isEmpty, "\(name) in \(language) says \(left.sorted()) in English")
        // The same page in English says those words: the check finds them.
        form.messages = .english
        let englishPage = String(decoding: HTMLPage().render(form, renderer: GalleryRenderer.shared).bytes, as: UTF8.self)
        let found = Self.words(Self.said(englishPage)).intersection(english.subtracting(own)).subtracting(Self.authorsWords(form))
        #expect(found.contains("submit"), "\(name) in English: \(found.sorted())")
    }
}
