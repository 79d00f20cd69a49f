import Formwork
@testable import FormworkHTML
import Testing

@Suite("HTML writer: escaping")
struct EscapingTests {
    static let hostile = #"<script>alert("x")</script> & 'quoted' </textarea><!--"#

    @Test func textAndAttributesEscapeEveryMarkupCharacter() {
        var html = HTMLWriter()
        html.markup("<p")
        html.attribute("title", Self.hostile)
        html.markup(">")
        html.text(Self.hostile)
        html.markup("</p>")
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &lt;/textarea&gt;&lt;!--"
        #expect(html.string == "<p title=\"\(escaped)\">\(escaped)</p>")
    }

    /// Text and attribute values of every length escape alike, whether the writer
    /// has room or must grow, and a copy of a writer is never written through.
    @Test func everyLengthEscapesAsTheReferenceSays() {
        func reference(_ text: String) -> String {
            var out = ""
            for character in text.unicodeScalars {
                switch character {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                default: out.unicodeScalars.append(character)
                }
            }
            return out
        }
        let pieces = ["a", "&", "<", ">", "\"", "'", "é", "東", "🎉", " ", "?", "=", ";"]
        var random = SystemRandomNumberGenerator()
        for length in [0, 1, 5, 63, 64, 65, 300, 1023, 1024, 1025, 5000] {
            let text = (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
            var html = HTMLWriter()
            html.markup("<p")
            let before = html
            html.attribute("title", text)
            html.markup(">")
            html.text(text)
            #expect(html.string == "<p title=\"" + reference(text) + "\">" + reference(text), "\(length) pieces")
            #expect(before.string == "<p", "the copy taken before is unchanged")
        }
    }

    @Test func textWithoutMarkupCharactersIsCopiedAsItIs() {
        let plain = "Zoë — 東京 🎉 tab\tnewline\n"
        #expect(HTMLEscaping.escaped(plain) == plain)
        #expect(HTMLEscaping.escaped("") == "")
        #expect(HTMLEscaping.escaped("a&b") == "a&amp;b")
        #expect(HTMLEscaping.escaped("&") == "&amp;")
    }

    @Test func jsonInAScriptElementCannotCloseIt() {
        var html = HTMLWriter()
        html.json(#"{"t":"</script><script>alert(1)</script>","a":"x&y","l":"\#u{2028}\#u{2029}é"}"#)
        let text = html.string
        #expect(!text.contains("<"))
        #expect(!text.contains(">"))
        #expect(!text.contains("&"))
        #expect(text == #"{"t":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e","a":"x\u0026y","l":"\u2028\u2029é"}"#)
    }

    @Test func numbersAndFlags() {
        var html = HTMLWriter()
        html.number(0)
        html.number(7)
        html.number(-12)
        html.number(1_000_000)
        html.flag("required", false)
        html.flag("checked")
        #expect(html.string == "07-121000000 checked")
    }

    @Test func hookAttributeNamesMustBePlainNames() {
        #expect(HTMLAttributeName.isValid("data-test"))
        #expect(HTMLAttributeName.isValid("aria-label"))
        #expect(!HTMLAttributeName.isValid("onclick"), "event handlers would be inline script")
        #expect(!HTMLAttributeName.isValid("OnFocus"))
        #expect(!HTMLAttributeName.isValid("x\" onmouseover=\"y"))
        #expect(!HTMLAttributeName.isValid(""))
        for name in ["formaction", "FormAction", "form", "href", "src", "srcdoc", "style", "formtarget"] {
            #expect(!HTMLAttributeName.isValid(name), "\(name) would send the form elsewhere or load something")
        }
        #expect(HTMLAttributeName.isValid("formwork-hint"), "only the names themselves are refused")
        var html = HTMLWriter()
        HTMLAttributeName.write(("a b", "1"), into: &html)
        HTMLAttributeName.write(("data-x", "\"><b>"), into: &html)
        #expect(html.string == " data-x=\"&quot;&gt;&lt;b&gt;\"")
    }

    /// How links were judged on the text before they were judged on the bytes:
    /// both must agree on every link.
    static func judgedOnText(_ href: String) -> Bool {
        let kept = href.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        let text = String(String.UnicodeScalarView(kept)).lowercased()
        guard let colon = text.firstIndex(of: ":") else { return true }
        if let slash = text.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }), slash < colon { return true }
        return ["http", "https", "mailto"].contains(String(text[..<colon]))
    }

    @Test func linksAreJudgedAsTheTextReadsForAnyMixOfCaseSpacesAndSymbols() {
        let pieces = ["h", "t", "p", "s", "H", "T", "P", "S", "mailto", "MAILTO", "javascript", "data", ":", "/", "?", "#",
                      "\t", "\n", " ", "\u{7F}", "\u{01}", "é", "\u{212A}", "İ", "x", "1", "+", ".", "-", "日本"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let href = (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(HTMLPage.isSafeLink(href) == Self.judgedOnText(href), "\(href.debugDescription)")
        }
        for href in ["HTTP://x", "Https:x", "MailTo:a", "http s:x", "ht\ttp:x", "httpss:x", "mailtox:x", "\u{212A}:x"] {
            #expect(HTMLPage.isSafeLink(href) == Self.judgedOnText(href), "\(href.debugDescription)")
        }
    }

    @Test func navigationLinksThatWouldRunScriptAreNotLinks() {
        #expect(HTMLPage.isSafeLink("/gallery/account"))
        #expect(HTMLPage.isSafeLink("account?x=a:b"))
        #expect(HTMLPage.isSafeLink("#top"))
        #expect(HTMLPage.isSafeLink("https://example.com/a"))
        #expect(HTMLPage.isSafeLink("mailto:ada@example.com"))
        for bad in ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "java\nscript:x",
                    "data:text/html,<b>", "vbscript:x", "\u{01}javascript:x"] {
            #expect(!HTMLPage.isSafeLink(bad), "\(bad)")
        }
        var page = HTMLPage()
        page.navigation = [("Home", "/"), ("Trap", "javascript:alert(1)")]
        let form = Form() +++ Section() <<< TextRow("t")
        let html = page.render(form).string
        #expect(html.contains(#"<a href="/">Home</a>"#))
        #expect(html.contains("<a>Trap</a>"))
        #expect(!html.contains("javascript"))
    }
}
