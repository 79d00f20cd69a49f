/// The limit the serving budget is measured against: the same per-request work as a
/// Formwork form, written plainly by hand. An array of field descriptions with their
/// checks, the body into a dictionary, the same checks with the same messages, and
/// the errors collected with their field names.
enum HandWrittenServing {
    enum Check {
        case text(maximum: Int)
        case integer(ClosedRange<Int>)
        case email
        case choice([String])
    }

    struct Field {
        let name: String
        let label: String
        let check: Check
    }

    struct FieldError {
        let name: String
        let message: String
    }

    static func fields() -> [Field] {
        var fields: [Field] = []
        fields.reserveCapacity(ServingWorkload.count)
        for i in 0..<ServingWorkload.count {
            let check: Check
            switch ServingWorkload.kind(i) {
            case .text: check = .text(maximum: ServingWorkload.textMaximum)
            case .integer: check = .integer(ServingWorkload.integerRange)
            case .email: check = .email
            case .choice: check = .choice(ServingWorkload.choiceKeys)
            }
            fields.append(Field(name: ServingWorkload.names[i], label: ServingWorkload.labels[i], check: check))
        }
        return fields
    }

    /// What one request holds: the field descriptions, the body by name, the errors.
    struct RequestState {
        let fields: [Field]
        let values: [String: String]
        let errors: [FieldError]
    }

    /// One request: describe the fields, read the body, check every field.
    static func handle(body: [(String, String)]) -> [FieldError] {
        state(body: body).errors
    }

    /// One request, keeping what it made.
    static func state(body: [(String, String)]) -> RequestState {
        let fields = fields()
        var values: [String: String] = [:]
        values.reserveCapacity(body.count)
        for (name, value) in body { values[name] = value }
        var errors: [FieldError] = []
        for field in fields {
            let raw = values[field.name] ?? ""
            if raw.isEmpty {
                errors.append(FieldError(name: field.name, message: "This field is required."))
                continue
            }
            switch field.check {
            case .text(let maximum):
                if raw.count > maximum {
                    errors.append(FieldError(name: field.name, message: "Enter at most \(maximum) characters."))
                }
            case .integer(let range):
                if let number = Int(raw) {
                    if number < range.lowerBound {
                        errors.append(FieldError(name: field.name, message: "Enter a value of at least \(range.lowerBound)."))
                    } else if number > range.upperBound {
                        errors.append(FieldError(name: field.name, message: "Enter a value of at most \(range.upperBound)."))
                    }
                } else {
                    errors.append(FieldError(name: field.name, message: "Enter a whole number."))
                }
            case .email:
                if !isEmail(raw) { errors.append(FieldError(name: field.name, message: "Enter a valid email address.")) }
            case .choice(let keys):
                if !keys.contains(raw) { errors.append(FieldError(name: field.name, message: "Choose one of the listed options.")) }
            }
        }
        return RequestState(fields: fields, values: values, errors: errors)
    }

    /// The HTML standard's email syntax with a dot in the domain, as a byte scan.
    static func isEmail(_ text: String) -> Bool {
        var utf8 = text.utf8[...]
        guard let at = utf8.firstIndex(of: UInt8(ascii: "@")), at != utf8.startIndex else { return false }
        for byte in utf8[..<at] {
            let ok = isAlphanumeric(byte) || ".!#$%&'*+/=?^_`{|}~-".utf8.contains(byte)
            if !ok { return false }
        }
        utf8 = utf8[utf8.index(after: at)...]
        var labels = 0
        for label in utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            guard !label.isEmpty, label.count <= 63, label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-"),
                  label.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") }) else { return false }
            labels += 1
        }
        return labels >= 2
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122)
    }
}
