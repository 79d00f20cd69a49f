import Formwork

/// A `FormTheme` as CSS custom properties, and as the query of the stylesheet
/// URL that serves them: pages carry no inline style (a strict
/// `Content-Security-Policy` forbids it), and any server instance can answer the
/// URL without state.
public enum ThemeCSS {
    /// The query that describes `theme` (`accent=5b3cc4&radius=12`); empty for the
    /// default theme.
    public static func query(for theme: FormTheme) -> String {
        var parts: [String] = []
        for (name, color) in colors(theme) { if let color { parts.append(name + "=" + color.hex.dropFirst()) } }
        if let width = theme.borderWidth { parts.append("border=" + NumberText.plain(width)) }
        if let radius = theme.cornerRadius { parts.append("radius=" + NumberText.plain(radius)) }
        if let size = theme.fontSize { parts.append("size=" + NumberText.plain(size)) }
        if let font = theme.fontFamily, let safe = safeFontFamily(font) {
            parts.append("font=" + (safe.addingPercentEncodingForQuery()))
        }
        return parts.joined(separator: "&")
    }

    /// The theme a query describes; what does not parse, or is out of range, is
    /// left out.
    public static func theme(fromQuery pairs: [(name: String, value: String)]) -> FormTheme {
        var theme = FormTheme()
        for (name, value) in pairs {
            switch name {
            case "title": theme.title = ThemeColor(hex: value)
            case "line": theme.line = ThemeColor(hex: value)
            case "accent": theme.accent = ThemeColor(hex: value)
            case "invalid": theme.invalid = ThemeColor(hex: value)
            case "valid": theme.valid = ThemeColor(hex: value)
            case "border": theme.borderWidth = number(value, in: 0...8)
            case "radius": theme.cornerRadius = number(value, in: 0...40)
            case "size": theme.fontSize = number(value, in: 8...40)
            case "font": theme.fontFamily = safeFontFamily(value)
            default: continue
            }
        }
        return theme
    }

    /// The stylesheet that sets the theme's custom properties. A theme gives one
    /// colour for each role; in dark mode each is lightened toward white so text
    /// in it keeps its contrast on a dark background.
    public static func stylesheet(for theme: FormTheme) -> String {
        var lines: [String] = []
        var dark: [String] = []
        for (name, color) in colors(theme) {
            guard let color else { continue }
            lines.append("--fw-\(name): \(color.hex);")
            dark.append("--fw-\(name): \(lightened(color).hex);")
        }
        if let width = theme.borderWidth { lines.append("--fw-border-width: \(NumberText.plain(width))px;") }
        if let radius = theme.cornerRadius { lines.append("--fw-radius: \(NumberText.plain(radius))px;") }
        if let size = theme.fontSize { lines.append("--fw-font-size: \(NumberText.plain(size))px;") }
        if let font = theme.fontFamily.flatMap(safeFontFamily) { lines.append("--fw-font: \(font);") }
        var css = ":root {\n  " + lines.joined(separator: "\n  ") + "\n}\n"
        if !dark.isEmpty {
            css += "@media (prefers-color-scheme: dark) {\n  :root {\n    " + dark.joined(separator: "\n    ") + "\n  }\n}\n"
        }
        return css
    }

    /// The colour mixed 45 % toward white.
    static func lightened(_ color: ThemeColor) -> ThemeColor {
        func mix(_ c: UInt8) -> UInt8 { UInt8(Double(c) + (255 - Double(c)) * 0.45) }
        return ThemeColor(red: mix(color.red), green: mix(color.green), blue: mix(color.blue))
    }

    private static func colors(_ theme: FormTheme) -> [(String, ThemeColor?)] {
        [("title", theme.title), ("line", theme.line), ("accent", theme.accent), ("invalid", theme.invalid), ("valid", theme.valid)]
    }

    private static func number(_ text: String, in range: ClosedRange<Double>) -> Double? {
        guard let value = Double(text), value.isFinite, range.contains(value) else { return nil }
        return value
    }

    /// A font family list of letters, digits, spaces, commas, hyphens and quotes
    /// only, so it cannot leave its declaration.
    static func safeFontFamily(_ text: String) -> String? {
        guard !text.isEmpty, text.count <= 200,
              text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || " ,-\"'".unicodeScalars.contains($0) })
        else { return nil }
        return text
    }
}

extension String {
    /// The text with everything but unreserved characters percent-encoded.
    func addingPercentEncodingForQuery() -> String {
        var out = ""
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (byte < 16 ? "0" + hex : hex)
            }
        }
        return out
    }
}
