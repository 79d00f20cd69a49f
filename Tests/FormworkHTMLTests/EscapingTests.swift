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
        var html = HTMLWriter()
        HTMLAttributeName.write(("a b", "1"), into: &html)
        HTMLAttributeName.write(("data-x", "\"><b>"), into: &html)
        #expect(html.string == " data-x=\"&quot;&gt;&lt;b&gt;\"")
    }
}
