/// How a form reads the words its author wrote: titles (a label row's too),
/// section headers and footers, and help.
///
/// ``plain`` (the default) shows them exactly as written. ``markdown`` reads a
/// small, safe part of Markdown in them (``RichText/init(markdown:)``): emphasis,
/// strong, code and links to `http` and `https` addresses. Everything else,
/// HTML included, shows as the text it is. Values are never read as markup,
/// whatever the setting: what people type or choose, and a label row's value,
/// which may come from stored data.
public enum TextMarkup: String, Sendable, Hashable, Codable, CaseIterable {
    /// Text shows as written.
    case plain
    /// Emphasis, strong, code and web links are read; everything else is text.
    case markdown
}
