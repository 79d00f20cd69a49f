import Foundation

/// What a browser does with a page's form, for the test clients of both server
/// integrations (linked into each test target that uses them).
enum BrowserForm {
    /// The first capture of `pattern` in `html`.
    static func firstMatch(_ pattern: String, in html: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)),
              let range = Range(match.range(at: 1), in: html) else { return nil }
        return String(html[range])
    }

    /// `fields` as a browser posts them: `application/x-www-form-urlencoded`.
    static func encode(_ fields: [(String, String)]) -> String {
        fields.map { component($0.0) + "=" + component($0.1) }.joined(separator: "&")
    }

    private static func component(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: "%20", with: "+")
    }
}
