import Foundation

/// What a browser sends for a page's form: the controls of the page's HTML with
/// their values, as `application/x-www-form-urlencoded`. Disabled controls are
/// not sent; unticked boxes and radios are not sent; a select sends its selected
/// option; a textarea its text.
enum BrowserPost {
    static func body(of html: String) -> String {
        var pairs: [(String, String)] = []
        let controls = try! NSRegularExpression(pattern: #"<(input|select|textarea)\b([^>]*)>"#)
        let text = html as NSString
        for match in controls.matches(in: html, range: NSRange(location: 0, length: text.length)) {
            let element = text.substring(with: match.range(at: 1))
            let attributes = text.substring(with: match.range(at: 2))
            guard let name = attribute("name", in: attributes), !has("disabled", in: attributes) else { continue }
            switch element {
            case "input":
                let type = attribute("type", in: attributes) ?? "text"
                if (type == "checkbox" || type == "radio") && !has("checked", in: attributes) { continue }
                if type == "submit" || type == "button" || type == "file" { continue }
                pairs.append((name, attribute("value", in: attributes) ?? (type == "checkbox" ? "on" : "")))
            case "select":
                let rest = text.substring(from: match.range.location + match.range.length)
                let options = String(rest[..<(rest.range(of: "</select>")?.lowerBound ?? rest.endIndex)])
                let chosen = try! NSRegularExpression(pattern: #"<option\b([^>]*)>"#)
                for option in chosen.matches(in: options, range: NSRange(location: 0, length: (options as NSString).length)) {
                    let optionAttributes = (options as NSString).substring(with: option.range(at: 1))
                    if has("selected", in: optionAttributes) { pairs.append((name, attribute("value", in: optionAttributes) ?? "")) }
                }
            default:
                let rest = text.substring(from: match.range.location + match.range.length)
                let content = String(rest[..<(rest.range(of: "</textarea>")?.lowerBound ?? rest.endIndex)])
                pairs.append((name, unescaped(content.hasPrefix("\n") ? String(content.dropFirst()) : content)))
            }
        }
        return pairs.map { "\(encoded($0.0))=\(encoded($0.1))" }.joined(separator: "&")
    }

    private static func attribute(_ name: String, in attributes: String) -> String? {
        let pattern = try! NSRegularExpression(pattern: "(?:^|\\s)" + name + "=\"([^\"]*)\"")
        let text = attributes as NSString
        guard let match = pattern.firstMatch(in: attributes, range: NSRange(location: 0, length: text.length)) else { return nil }
        return unescaped(text.substring(with: match.range(at: 1)))
    }

    private static func has(_ flag: String, in attributes: String) -> Bool {
        attributes.range(of: "(?:^|\\s)" + flag + "(?:\\s|=|$)", options: .regularExpression) != nil
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return text.addingPercentEncoding(withAllowedCharacters: allowed)!.replacingOccurrences(of: "%20", with: "+")
    }
}
