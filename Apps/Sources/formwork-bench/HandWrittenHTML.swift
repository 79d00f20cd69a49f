/// The limit the HTML budget is measured against: the 1k-mixed form written as a
/// page by hand, with plain appends to a byte array and a plain escaping function,
/// producing the same bytes as Formwork's renderer (the benchmark checks that they
/// are identical before it times anything), and the same checks as
/// ``HandWrittenServing``.
enum HandWrittenHTML {
    /// (a) The empty form as HTML.
    static func renderEmpty() -> [UInt8] {
        render(values: [:], errors: [:])
    }

    /// (b) Decode the body, check every field.
    static func bindValid(_ body: [UInt8]) -> [HandWrittenServing.FieldError] {
        HandWrittenServing.handle(body: decode(body))
    }

    /// (c) Decode the body, check every field, draw the form with what was typed
    /// and the errors.
    static func bindInvalidAndRender(_ body: [UInt8]) -> [UInt8] {
        let pairs = decode(body)
        let errors = HandWrittenServing.handle(body: pairs)
        var values: [String: String] = [:]
        for (name, value) in pairs { values[name] = value }
        var byName: [String: String] = [:]
        for error in errors { byName[error.name] = error.message }
        return render(values: values, errors: byName, summary: errors)
    }

    static func render(values: [String: String], errors: [String: String], summary: [HandWrittenServing.FieldError] = []) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(384 * 1024)
        func add(_ s: String) { out.append(contentsOf: s.utf8) }
        add(#"<form class="fw-form" method="post" action="" lang="en" accept-charset="utf-8" novalidate>"#)
        if !summary.isEmpty {
            add(#"<div class="fw-error-summary" id="fw-error-summary" role="alert" tabindex="-1"><h2>"#)
            add(summary.count == 1 ? "There is a problem with 1 field." : "There are problems with \(summary.count) fields.")
            add("</h2><ul>")
            for error in summary {
                add("<li><a href=\"#")
                add(error.name)
                add(#"">"#)
                escape(ServingWorkload.labels[index(of: error.name)], into: &out)
                add(": ")
                escape(error.message, into: &out)
                add("</a></li>")
            }
            add("</ul></div>")
        }
        add(#"<fieldset class="fw-section" id="section-s0">"#)
        for i in 0..<ServingWorkload.count {
            let name = ServingWorkload.names[i]
            let error = errors[name]
            let kind = ServingWorkload.kind(i)
            add(#"<div class="fw-row fw-kind-"#)
            switch kind {
            case .text: add("text")
            case .integer: add("integer")
            case .email: add("email")
            case .choice: add("options")
            }
            if error != nil { add(" fw-invalid") }
            add(#"" data-row=""#)
            add(name)
            add(#""><label class="fw-label fw-required" for=""#)
            add(name)
            add(#"">"#)
            escape(ServingWorkload.labels[i], into: &out)
            add("</label>")
            let common = { (out: inout [UInt8]) in
                out.append(contentsOf: #" id=""#.utf8)
                out.append(contentsOf: name.utf8)
                out.append(contentsOf: #"" name=""#.utf8)
                out.append(contentsOf: name.utf8)
                out.append(contentsOf: "\"".utf8)
                if error != nil {
                    out.append(contentsOf: #" aria-describedby=""#.utf8)
                    out.append(contentsOf: name.utf8)
                    out.append(contentsOf: #"-errors" aria-invalid="true""#.utf8)
                }
                out.append(contentsOf: " required".utf8)
            }
            let value = values[name].flatMap { $0.isEmpty ? nil : $0 }
            switch kind {
            case .text, .integer, .email:
                add(kind == .email ? #"<input class="fw-input" type="email""# : #"<input class="fw-input" type="text""#)
                common(&out)
                if let value {
                    add(#" value=""#)
                    escape(value, into: &out)
                    add("\"")
                }
                switch kind {
                case .text: add(#" maxlength="100">"#)
                case .integer: add(#" inputmode="numeric">"#)
                default: add(#" autocomplete="email" inputmode="email">"#)
                }
            case .choice:
                add(#"<select class="fw-select""#)
                common(&out)
                add(#"><option value="">Choose…</option>"#)
                for k in 0..<10 {
                    add(#"<option value=""#)
                    add(ServingWorkload.choiceKeys[k])
                    add(value == ServingWorkload.choiceKeys[k] ? #"" selected>"# : #"">"#)
                    add(ServingWorkload.choiceTitles[k])
                    add("</option>")
                }
                add("</select>")
            }
            if let error {
                add(#"<ul class="fw-errors" id=""#)
                add(name)
                add(#"-errors"><li>"#)
                escape(error, into: &out)
                add("</li></ul>")
            }
            add("</div>")
        }
        add(#"</fieldset><div class="fw-actions"><button class="fw-button fw-primary" type="submit" name="fw-action" value="submit">Submit</button></div>"#)
        // The checks the page's script runs: each field's rule set, and the four
        // sets with their messages, as JSON.
        add(#"<script type="application/json" class="fw-data">{"decimal":".","tags":{},"rows":[],"sections":[],"checks":["#)
        for i in 0..<ServingWorkload.count {
            if i > 0 { add(",") }
            add(#"[""#)
            add(ServingWorkload.names[i])
            switch ServingWorkload.kind(i) {
            case .text: add(#"",2,0]"#)
            case .integer: add(#"",2,1]"#)
            case .email: add(#"",2,2]"#)
            case .choice: add(#"",2,3]"#)
            }
        }
        add(#"],"ruleSets":[{"rules":[["required",null,"This field is required."],["maxLength",100,"Enter at most 100 characters."]]},"#)
        add(#"{"rules":[["required",null,"This field is required."],["greaterOrEqual",0,"Enter a value of at least 0."],["smallerOrEqual",1000,"Enter a value of at most 1000."]],"number":true},"#)
        add(#"{"rules":[["required",null,"This field is required."],["email",null,"Enter a valid email address."]]},"#)
        add(#"{"rules":[["required",null,"This field is required."]]}"#)
        add("]}</script>")
        add("</form>")
        return out
    }

    private static func index(of name: String) -> Int {
        Int(name.dropFirst()) ?? 0
    }

    static func escape(_ text: String, into out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
    }

    /// An urlencoded body as pairs: `+` as space, `%XX` as a byte.
    static func decode(_ body: [UInt8]) -> [(String, String)] {
        var pairs: [(String, String)] = []
        pairs.reserveCapacity(1_024)
        for piece in body.split(separator: UInt8(ascii: "&")) {
            let parts = piece.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            pairs.append((component(parts[0]), parts.count > 1 ? component(parts[1]) : ""))
        }
        return pairs
    }

    private static func component(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == UInt8(ascii: "+") {
                out.append(UInt8(ascii: " "))
            } else if b == UInt8(ascii: "%"), i + 2 < bytes.endIndex, let h = hex(bytes[i + 1]), let l = hex(bytes[i + 2]) {
                out.append(h << 4 | l)
                i += 2
            } else {
                out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 48...57: b - 48
        case 65...70: b - 55
        case 97...102: b - 87
        default: nil
        }
    }
}
