import Formwork

/// One line of text: `<input>` with the type, `autocomplete` and `inputmode` the
/// row's kind and content type call for, and the length limits of its rules.
struct TextFieldPresenter: HTMLRowPresenter {
    /// The kinds drawn as one line of text.
    static let kinds: [RowKind] = [.text, .name, .email, .secureText, .phone, .twitter, .account, .zipCode, .url, .integer, .decimal,
                                   .color]

    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        context.writeLabel(for: row, into: &html)
        var text = row.inputText
        var kind = context.kind
        if kind == .color {
            // A colour input holds `#rrggbb` and shows black for anything else: text
            // that is no colour (sent by a crafted request) is shown as typed, in a
            // text field, with its error.
            if let colour = row.baseValue as? String, Self.isColour(colour) { text = colour }
            else if text?.isEmpty == false { kind = .text }
        }
        Self.writeStart(kind, into: &html)
        context.writeControlAttributes(for: row, into: &html)
        if let text { html.attribute("value", text) }
        Self.writeEnd(kind, placeholder: row.placeholder, hints: row.inputHints, rules: context.ruleDescriptors,
                      into: &html)
    }

    /// Whether `text` is what a colour input holds: `#` and six lowercase hex digits.
    static func isColour(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#")
            && bytes.dropFirst().allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `<input class="fw-input" type="…"`: what comes before the control's attributes.
    static func writeStart(_ kind: RowKind, into html: inout HTMLWriter) {
        html.markup("<input class=\"fw-input\" type=\"")
        html.markup(inputType(kind))
        html.markup("\"")
    }

    /// What comes after the value: the placeholder, hints for what fills the field
    /// in, the mask, the length limits, and the end of the tag.
    static func writeEnd(_ kind: RowKind, placeholder: String?, hints: RowInputHints, rules: [RuleDescriptor],
                         into html: inout HTMLWriter) {
        if let placeholder { html.attribute("placeholder", placeholder) }
        if let token = hints.contentType.flatMap(autocomplete) { html.attribute("autocomplete", token) }
        if let mode = inputMode(kind, mask: hints.mask) { html.attribute("inputmode", mode) }
        if let mask = hints.mask { html.attribute("data-mask", mask) }
        LengthAttributes.write(rules, into: &html)
        html.markup(">")
    }

    static func inputType(_ kind: RowKind) -> StaticString {
        switch kind {
        case .email: "email"
        case .secureText: "password"
        case .phone: "tel"
        case .url: "url"
        case .color: "color"
        default: "text"
        }
    }

    static func autocomplete(_ type: TextContentType) -> String? {
        switch type {
        case .name: "name"
        case .email: "email"
        case .password: "current-password"
        case .newPassword: "new-password"
        case .telephoneNumber: "tel"
        case .username: "username"
        case .postalCode: "postal-code"
        case .url: "url"
        case .cardExpiry: "cc-exp"
        case .oneTimeCode: "one-time-code"
        default: nil
        }
    }

    static func inputMode(_ kind: RowKind, mask: String?) -> String? {
        switch kind {
        case .integer: return "numeric"
        case .decimal: return "decimal"
        case .phone: return "tel"
        case .email: return "email"
        case .url: return "url"
        default:
            if let mask, mask.contains("#"), !mask.contains("*") { return "numeric" }
            return nil
        }
    }
}

/// The `minlength` and `maxlength` a row's rules imply.
enum LengthAttributes {
    static func write(_ rules: [RuleDescriptor], into html: inout HTMLWriter) {
        for rule in rules {
            switch rule {
            case .minLength(let n): html.attribute("minlength", n)
            case .maxLength(let n): html.attribute("maxlength", n)
            case .exactLength(let n):
                html.attribute("minlength", n)
                html.attribute("maxlength", n)
            default: continue
            }
        }
    }
}

/// Several lines of text: `<textarea>`.
struct TextAreaPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        context.writeLabel(for: row, into: &html)
        html.markup("<textarea class=\"fw-input\"")
        html.attribute("rows", max(1, min(row.inputHints.lines ?? 3, 100)))
        context.writeControlAttributes(for: row, into: &html)
        if let placeholder = row.placeholder { html.attribute("placeholder", placeholder) }
        LengthAttributes.write(context.ruleDescriptors, into: &html)
        html.markup(">")
        // A newline right after the start tag is dropped by parsers: keep a leading one.
        if let text = row.inputText {
            if text.hasPrefix("\n") { html.markup("\n") }
            html.text(text)
        }
        html.markup("</textarea>")
    }
}

/// Read-only text: the title and the value as people read it.
struct LabelPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        html.markup("<span class=\"fw-label\" id=\"")
        html.text(context.identifier)
        html.markup("\">")
        context.writeTitle(of: row, into: &html)
        html.markup("</span>")
        if let text = row.displayText {
            html.markup("<span class=\"fw-value\">")
            // A value, never markup: a label's may come from stored data.
            html.text(text)
            html.markup("</span>")
        }
    }
}
