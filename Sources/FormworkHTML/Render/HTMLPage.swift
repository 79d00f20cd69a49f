import Formwork

/// A whole page around a form: the document head with the stylesheet and script
/// (never inline), a heading and the form.
public struct HTMLPage: Sendable {
    /// Where the assets are served (``HTMLAssets``): `/formwork` unless set.
    public var assetsPath = "/formwork"
    /// Links shown above the form, as a navigation list: title and address. An
    /// address that is neither relative nor `http`, `https` or `mailto` (such as
    /// `javascript:`) is left out, and its title shown as plain text.
    public var navigation: [(title: String, href: String)] = []
    /// What the navigation is called for screen readers: words of the page's
    /// author, like the links' titles.
    public var navigationLabel = "Pages"
    /// The language of the navigation's words when it is not the page's (a site's
    /// menu in English above a form in French); nil when it is the page's.
    public var navigationLanguage: String?
    /// A message shown above the form (after a successful submission).
    public var notice: String?
    /// Whether the page loads the script.
    public var includesScript = true

    /// A page with the default assets path.
    public init() {}

    /// Writes the page of `form`: its title is the form's title.
    public func render(_ form: Form, renderer: HTMLFormRenderer = HTMLFormRenderer(),
                       options: HTMLFormOptions = HTMLFormOptions()) -> HTMLWriter {
        let messages = form.messages
        return render(title: form.displayTitle ?? messages.keyboard.form, heading: form.displayTitle, language: messages.language,
               direction: messages.direction, theme: form.theme,
               capacity: 4096 + form.allSections.count * 512) { html in
            renderer.render(form, options: options, into: &html)
        }
    }

    /// Writes a page with the head, navigation, heading and notice of every page,
    /// and `body` in its `<main>` element.
    ///
    /// - Parameters:
    ///   - title: the document's title.
    ///   - heading: the page's `<h1>`; none when nil.
    ///   - language: the page's language (`lang`).
    ///   - direction: the direction the language is written in; a page written right
    ///     to left says so (`dir="rtl"`), and the style sheet mirrors its layout.
    ///   - theme: a theme whose stylesheet the page links, unless it is the default.
    ///   - capacity: the bytes to reserve for the page, to spare copies as it grows.
    ///   - body: writes what goes in the `<main>` element.
    public func render(title: String, heading: String?, language: String = "en", direction: WritingDirection = .leftToRight,
                       theme: FormTheme = FormTheme(),
                       capacity: Int = 4096, body: (inout HTMLWriter) -> Void) -> HTMLWriter {
        var html = HTMLWriter(capacity: capacity)
        html.markup("<!doctype html><html")
        html.attribute("lang", language)
        if direction == .rightToLeft { html.markup(" dir=\"rtl\"") }
        html.markup("><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
        html.text(title)
        html.markup("</title><link rel=\"stylesheet\"")
        html.attribute("href", assetsPath + "/formwork.css?v=" + HTMLAssets.version)
        html.markup(">")
        if !theme.isDefault {
            html.markup("<link rel=\"stylesheet\"")
            html.attribute("href", assetsPath + "/theme.css?" + ThemeCSS.query(for: theme))
            html.markup(">")
        }
        if includesScript {
            html.markup("<script defer")
            html.attribute("src", assetsPath + "/formwork.js?v=" + HTMLAssets.version)
            html.markup("></script>")
        }
        html.markup("</head><body class=\"fw-page\">")
        if !navigation.isEmpty {
            html.markup("<nav class=\"fw-nav\"")
            html.attribute("aria-label", navigationLabel)
            if let navigationLanguage { html.attribute("lang", navigationLanguage) }
            html.markup(">")
            for link in navigation {
                html.markup("<a")
                // An address that would run script or carry a document is not a link.
                if HTMLPage.isSafeLink(link.href) { html.attribute("href", link.href) }
                html.markup(">")
                html.text(link.title)
                html.markup("</a>")
            }
            html.markup("</nav>")
        }
        html.markup("<main>")
        if let heading {
            html.markup("<h1>")
            html.text(heading)
            html.markup("</h1>")
        }
        if let notice {
            html.markup("<p class=\"fw-notice\" role=\"status\">")
            html.text(notice)
            html.markup("</p>")
        }
        body(&html)
        html.markup("</main></body></html>")
        return html
    }

    /// Whether `href` may stand in a link: a relative address, or one with the
    /// `http`, `https` or `mailto` scheme (not `javascript:` or `data:`, however
    /// written).
    static func isSafeLink(_ href: String) -> Bool {
        // Read on the bytes, as a browser reads a scheme: ASCII letters in any case,
        // packed into a word as they come (no allowed scheme is longer than six).
        var scheme: UInt64 = 0
        var length = 0
        for byte in href.utf8 {
            // Browsers drop these before reading a scheme: `java\tscript:` is `javascript:`.
            if byte <= 0x20 || byte == 0x7F { continue }
            switch byte {
            case UInt8(ascii: ":"):
                return length <= 6 && safeSchemes.contains(scheme)
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                // A colon after `/`, `?` or `#` is in the path or query: the address is relative.
                return true
            default:
                // Past seven bytes no allowed scheme matches; the rest is only read
                // for where the colon is.
                if length < 7 { scheme = scheme << 8 | UInt64(UInt8(ascii: "A")...UInt8(ascii: "Z") ~= byte ? byte | 0x20 : byte) }
                length += 1
            }
        }
        return true
    }

    private static func packed(_ scheme: String) -> UInt64 {
        scheme.utf8.reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static let safeSchemes: [UInt64] = ["http", "https", "mailto"].map(packed)
}
