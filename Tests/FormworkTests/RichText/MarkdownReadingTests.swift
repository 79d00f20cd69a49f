import Foundation
import Formwork
import Testing

/// The Markdown a form's words may hold: what is read, and everything else shown as written.
@Suite("Rich text: reading Markdown")
struct MarkdownReadingTests {
    private typealias Run = RichText.Run

    private func runs(_ markdown: String) -> [Run] { RichText(markdown: markdown).runs }
    private func url(_ text: String) -> URL { URL(string: text)! }

    @Test func plainTextIsOneUnstyledRun() {
        let text = RichText(markdown: "Your name, as on your passport.")
        #expect(text.runs == [Run("Your name, as on your passport.")])
        #expect(!text.isStyled)
        #expect(RichText(markdown: "").runs.isEmpty)
    }

    @Test func emphasisAndStrongInBothSpellings() {
        #expect(runs("a *b* c") == [Run("a "), Run("b", style: .emphasis), Run(" c")])
        #expect(runs("a _b_ c") == [Run("a "), Run("b", style: .emphasis), Run(" c")])
        #expect(runs("**b**") == [Run("b", style: .strong)])
        #expect(runs("__b__!") == [Run("b", style: .strong), Run("!")])
        #expect(runs("***b***") == [Run("b", style: [.strong, .emphasis])])
    }

    @Test func emphasisNestsInsideStrong() {
        #expect(runs("**all *some* all**") == [
            Run("all ", style: .strong), Run("some", style: [.strong, .emphasis]), Run(" all", style: .strong),
        ])
    }

    @Test func delimitersThatPairWithNothingShowAsWritten() {
        #expect(runs("2 * 3 * 4") == [Run("2 * 3 * 4")])
        #expect(runs("snake_case_name") == [Run("snake_case_name")])
        #expect(runs("*open") == [Run("*open")])
        #expect(runs("**a*") == [Run("*"), Run("a", style: .emphasis)])
        #expect(runs("* not emphasis *") == [Run("* not emphasis *")])
    }

    @Test func codeShowsItsInsideAsWritten() {
        #expect(runs("Type `*ptr` here") == [Run("Type "), Run("*ptr", style: .code), Run(" here")])
        #expect(runs("``a`b``") == [Run("a`b", style: .code)])
        #expect(runs("` `` `") == [Run("``", style: .code)])
        #expect(runs("`unclosed *a*") == [Run("`unclosed "), Run("a", style: .emphasis)])
        #expect(runs("*a `b*` c*") == [Run("a ", style: .emphasis), Run("b*", style: [.emphasis, .code]), Run(" c", style: .emphasis)])
    }

    @Test func aBackslashShowsPunctuationAsItself() {
        #expect(runs(#"\*not emphasis\*"#) == [Run("*not emphasis*")])
        #expect(runs(#"\[not a link](https://example.com)"#) == [Run("[not a link](https://example.com)")])
        #expect(runs(#"a\b"#) == [Run(#"a\b"#)])
    }

    @Test func webLinksAreRead() {
        #expect(runs("See [the terms](https://example.com/terms?x=1&y=2).") == [
            Run("See "), Run("the terms", link: url("https://example.com/terms?x=1&y=2")), Run("."),
        ])
        #expect(runs("[**Docs**](http://example.org/a_(b))") == [
            Run("Docs", style: .strong, link: url("http://example.org/a_(b)")),
        ])
        #expect(runs("*[a](https://x.example)*") == [Run("a", style: .emphasis, link: url("https://x.example"))])
    }

    @Test func linksToAnythingButAWebAddressShowAsWritten() {
        for text in ["[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "[x](data:text/html,<b>)",
                     "[x](/relative/path)", "[x](https://)", "[x](ftp://example.com)", "[x](https://a.example \"title\")",
                     "[x] (https://a.example)", "[](https://a.example)", "[x](<https://a.example>)"] {
            #expect(RichText(markdown: text).plainText == text, "\(text)")
            #expect(RichText(markdown: text).runs.allSatisfy { $0.link == nil }, "\(text)")
        }
    }

    @Test func anEscapedQuoteOrBracketDoesNotMakeAnAddress() {
        for text in [#"[x](https://a.example/\"onclick)"#, #"[x](https://a.example/\<b)"#, #"[x](https://a.example/\`)"#] {
            #expect(RichText(markdown: text).runs.allSatisfy { $0.link == nil }, "\(text)")
        }
    }

    @Test func linksDoNotNest() {
        #expect(runs("[a [b](https://b.example) c](https://a.example)") == [
            Run("[a "), Run("b", link: url("https://b.example")), Run(" c](https://a.example)"),
        ])
    }

    @Test func emphasisDoesNotCrossALinksBrackets() {
        #expect(runs("*[a*](https://x.example)") == [Run("*"), Run("a*", link: url("https://x.example"))])
    }

    @Test func htmlAndOtherMarkdownShowAsText() {
        let text = "# Heading <script>alert(1)</script> ![img](https://x.example/i.png) - item <b>bold</b>"
        let read = RichText(markdown: text)
        #expect(read.plainText == "# Heading <script>alert(1)</script> !img - item <b>bold</b>")
        #expect(read.runs.filter { $0.link != nil }.map(\.text) == ["img"],
                "an image is read as the link it also is: its words and a web address, never an image")
    }

    @Test func textBeyondTheBasicPlaneKeepsItsCharacters() {
        #expect(runs("*héllo* 🎉 _ü_") == [Run("héllo", style: .emphasis), Run(" 🎉 "), Run("ü", style: .emphasis)])
    }

    @Test func hostileTextIsReadWholeWithoutLosingACharacter() {
        // Without links, only markup characters are taken out: the rest is all there, in order.
        let cases = [
            String(repeating: "*a", count: 20_000),
            String(repeating: "`", count: 5_000) + String(repeating: "``a", count: 5_000),
            String(repeating: "_*", count: 20_000),
            String(repeating: "[a](", count: 10_000),
            String(repeating: "**a *b ", count: 10_000),
        ]
        let markup = "*_`".unicodeScalars
        for text in cases {
            let read = RichText(markdown: text)
            #expect(String(read.plainText.unicodeScalars.filter { !markup.contains($0) })
                    == String(text.unicodeScalars.filter { !markup.contains($0) }))
        }
        // Twenty thousand brackets around one link: the innermost links, the rest show as written.
        let nested = String(repeating: "[", count: 20_000) + "x" + String(repeating: "](https://a.example)", count: 50)
        let read = RichText(markdown: nested)
        #expect(read.runs.filter { $0.link != nil }.map(\.text) == ["x"])
        #expect(read.plainText == String(repeating: "[", count: 19_999) + "x" + String(repeating: "](https://a.example)", count: 49))
        // Many pairs, each taken out of the middle of a long run of delimiters.
        let pairs = String(repeating: "*a* ", count: 20_000)
        #expect(RichText(markdown: pairs).runs.filter { $0.style == .emphasis }.count == 20_000)
        let brackets = String(repeating: "[", count: 20_000) + String(repeating: "[a](https://x.example) ", count: 2_000)
        #expect(RichText(markdown: brackets).runs.filter { $0.link != nil }.count == 2_000)
        let unpaired = String(repeating: "a * ", count: 10_000)
        #expect(RichText(markdown: unpaired).plainText == unpaired, "no delimiter pairs: every character shows")
        let links = String(repeating: "[a](https://a.example) ", count: 2_000)
        #expect(RichText(markdown: links).runs.filter { $0.link != nil }.count == 2_000,
                "honest text with many links has every one read")
    }

    @Test func markupIsReadOnlyWhenAsked() {
        #expect(RichText("**a**", markup: .plain).runs == [Run("**a**")])
        #expect(RichText("**a**", markup: .markdown).runs == [Run("a", style: .strong)])
    }

    @Test func runsOfOneLinkMakeOneStretch() {
        let text = RichText(markdown: "a [**b** c](https://x.example)[d](https://y.example) e")
        let stretches = text.linkStretches
        #expect(stretches.map(\.link) == [nil, url("https://x.example"), url("https://y.example"), nil])
        #expect(stretches.map { $0.runs.map(\.text).joined() } == ["a ", "b c", "d", " e"])
        #expect(RichText("").linkStretches.isEmpty)
    }

    @Test func runsGivenJoinWhenTheyLookTheSame() {
        let text = RichText(runs: [Run("a"), Run(""), Run("b"), Run("c", style: .code)])
        #expect(text.runs == [Run("ab"), Run("c", style: .code)])
        #expect(text.plainText == "abc")
        #expect(text.isStyled)
    }
}
