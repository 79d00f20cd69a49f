import Formwork

/// The formats `format` checks when it asserts: dates and times (RFC 3339),
/// durations (ISO 8601 as RFC 3339's appendix writes them), e-mail addresses,
/// host names, IP addresses, URIs and IRIs, URI templates, UUIDs, JSON pointers
/// and relative ones, and regular expressions. A format it does not know passes.
enum JSONSchemaFormats {
    /// Whether `text` is of `format`; nil for a format not known, which passes.
    static func isValid(_ text: String, format: String) -> Bool? {
        switch format {
        case "date": date(Substring(text)) != nil
        case "time": time(Substring(text))
        case "date-time": dateTime(text)
        case "duration": duration(text)
        case "email": email(text, international: false)
        case "idn-email": email(text, international: true)
        case "hostname": hostname(text, international: false)
        case "idn-hostname": hostname(text, international: true)
        case "ipv4": ipv4(Substring(text))
        case "ipv6": ipv6(Substring(text))
        case "uri": uri(text, international: false, relative: false)
        case "uri-reference": uri(text, international: false, relative: true)
        case "iri": uri(text, international: true, relative: false)
        case "iri-reference": uri(text, international: true, relative: true)
        case "uri-template": uriTemplate(text)
        case "uuid": uuid(text)
        case "json-pointer": jsonPointer(Substring(text))
        case "relative-json-pointer": relativeJSONPointer(text)
        case "regex": (try? SchemaPattern(text)) != nil
        default: nil
        }
    }

    // MARK: Dates and times

    private static func digits(_ text: Substring, _ count: Int) -> Int? {
        guard text.count == count, text.unicodeScalars.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }) else { return nil }
        return Int(text)
    }

    /// `YYYY-MM-DD` with a day the month has; the date's parts.
    private static func date(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = digits(parts[0], 4), let month = digits(parts[1], 2), let day = digits(parts[2], 2),
              (1...12).contains(month), day >= 1 else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days ? (year, month, day) : nil
    }

    /// `HH:MM:SS[.fraction](Z|±HH:MM)`; a second of 60 only at 23:59 in UTC.
    private static func time(_ text: Substring) -> Bool {
        let upper = text.uppercased()
        var rest = Substring(upper)
        var offset = 0
        if rest.hasSuffix("Z") {
            rest = rest.dropLast()
        } else {
            guard rest.count > 6 else { return false }
            let zone = rest.suffix(6)
            rest = rest.dropLast(6)
            let sign = zone.first
            let parts = zone.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            guard sign == "+" || sign == "-", parts.count == 2, let hours = digits(parts[0], 2), let minutes = digits(parts[1], 2),
                  hours < 24, minutes < 60 else { return false }
            offset = (sign == "+" ? 1 : -1) * (hours * 60 + minutes)
        }
        if let dot = rest.firstIndex(of: ".") {
            let fraction = rest[rest.index(after: dot)...]
            guard !fraction.isEmpty, digits(fraction, fraction.count) != nil || fraction.count > 18 && fraction.allSatisfy(\.isASCII) && fraction.allSatisfy(\.isNumber)
            else { return false }
            rest = rest[..<dot]
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let hour = digits(parts[0], 2), let minute = digits(parts[1], 2), let second = digits(parts[2], 2),
              hour < 24, minute < 60, second <= 60 else { return false }
        if second == 60 {
            let utc = ((hour * 60 + minute - offset) % 1_440 + 1_440) % 1_440
            return utc == 23 * 60 + 59
        }
        return true
    }

    private static func dateTime(_ text: String) -> Bool {
        guard let separator = text.firstIndex(where: { $0 == "T" || $0 == "t" }) else { return false }
        return date(text[..<separator]) != nil && time(text[text.index(after: separator)...])
    }

    /// `P…`: years, months, days, then `T` and hours, minutes, seconds, each at most
    /// once and in that order; or weeks alone.
    private static func duration(_ text: String) -> Bool {
        guard text.hasPrefix("P"), text.count > 1, text.allSatisfy(\.isASCII) else { return false }
        var rest = Substring(text.dropFirst())
        if rest.hasSuffix("W") {
            let number = rest.dropLast()
            return !number.isEmpty && number.allSatisfy(\.isNumber)
        }
        func units(_ part: Substring, _ order: [Character]) -> Bool {
            var position = 0
            var number = ""
            var any = false
            for character in part {
                if character.isNumber {
                    number.append(character)
                    continue
                }
                guard !number.isEmpty, let index = order[position...].firstIndex(of: character) else { return false }
                position = index + 1
                number = ""
                any = true
            }
            return number.isEmpty && any
        }
        var timePart: Substring?
        if let t = rest.firstIndex(of: "T") {
            timePart = rest[rest.index(after: t)...]
            rest = rest[..<t]
        }
        if let timePart, !units(timePart, ["H", "M", "S"]) { return false }
        if !rest.isEmpty, !units(rest, ["Y", "M", "D"]) { return false }
        return !rest.isEmpty || timePart != nil
    }

    // MARK: Names and addresses

    private static let atext = Set("!#$%&'*+-/=?^_`{|}~")

    private static func email(_ text: String, international: Bool) -> Bool {
        guard let at = text.lastIndex(of: "@") else { return false }
        let local = text[..<at], domain = text[text.index(after: at)...]
        guard !local.isEmpty, !domain.isEmpty else { return false }
        if local.hasPrefix("\""), local.hasSuffix("\""), local.count >= 2 {
            // A quoted local part: anything printable, `\` escaping.
            var escaped = false
            for character in local.dropFirst().dropLast() {
                if escaped { escaped = false; continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" || (!international && !character.isASCII) { return false }
            }
            guard !escaped else { return false }
        } else {
            let atoms = local.split(separator: ".", omittingEmptySubsequences: false)
            for atom in atoms {
                guard !atom.isEmpty, atom.allSatisfy({ character in
                    (character.isASCII && (character.isLetter || character.isNumber || atext.contains(character)))
                        || (international && !character.isASCII)
                }) else { return false }
            }
        }
        if domain.hasPrefix("["), domain.hasSuffix("]") {
            let literal = domain.dropFirst().dropLast()
            if literal.lowercased().hasPrefix("ipv6:") { return ipv6(literal.dropFirst(5)) }
            return ipv4(literal)
        }
        return hostname(String(domain), international: international)
    }

    private static func hostname(_ text: String, international: Bool) -> Bool {
        var name = text
        // The full stops of other scripts separate labels too.
        if international {
            name = String(name.map { "。．｡".contains($0) ? "." : $0 })
        }
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty, name.utf8.count <= 253 || international else { return false }
        for label in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty, label.utf8.count <= 63 || (international && label.unicodeScalars.count <= 63),
                  !label.hasPrefix("-"), !label.hasSuffix("-") else { return false }
            let lower = label.lowercased()
            if lower.count >= 4, Array(lower)[2] == "-", Array(lower)[3] == "-" {
                // Only an A-label (`xn--`) has hyphens there, and it must decode.
                guard lower.hasPrefix("xn--"), let decoded = Punycode.decode(String(lower.dropFirst(4))) else { return false }
                if international, !IDNALabel.isValid(Array(decoded.unicodeScalars)) { return false }
            }
            if international, !label.allSatisfy(\.isASCII) {
                guard IDNALabel.isValid(Array(label.unicodeScalars)) else { return false }
                continue
            }
            for scalar in label.unicodeScalars {
                guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" else { return false }
            }
        }
        return true
    }

    private static func ipv4(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                  part == "0" || !part.hasPrefix("0"), let value = Int(part) else { return false }
            return value <= 255
        }
    }

    private static func ipv6(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.allSatisfy(\.isASCII) else { return false }
        var groups = 8
        var body = text
        if let lastColon = body.lastIndex(of: ":"), body[body.index(after: lastColon)...].contains(".") {
            guard ipv4(body[body.index(after: lastColon)...]) else { return false }
            groups = 6
            body = body[...lastColon]
            if body.hasSuffix(":") && !body.hasSuffix("::") { body = body.dropLast() }
        }
        func hexGroups(_ part: Substring) -> Int? {
            if part.isEmpty { return 0 }
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for piece in pieces {
                guard (1...4).contains(piece.count), piece.allSatisfy(\.isHexDigit) else { return nil }
            }
            return pieces.count
        }
        if let range = body.range(of: "::") {
            guard body[range.upperBound...].range(of: "::") == nil, let before = hexGroups(body[..<range.lowerBound]),
                  let after = hexGroups(body[range.upperBound...]) else { return false }
            return before + after < groups
        }
        return hexGroups(body) == groups
    }

    // MARK: References

    private static let unreserved = Set("-._~")
    private static let reserved = Set(":/?#[]@!$&'()*+,;=")

    /// A URI (or IRI) reference as RFC 3986 (and 3987) draw them: every character
    /// allowed where it stands, `%` followed by two hexadecimal digits, a scheme
    /// unless relative ones are allowed, and an authority's port in digits.
    private static func uri(_ text: String, international: Bool, relative: Bool) -> Bool {
        var sawPercent = 0
        for character in text {
            if sawPercent > 0 {
                guard character.isHexDigit else { return false }
                sawPercent -= 1
                continue
            }
            if character == "%" {
                sawPercent = 2
                continue
            }
            let allowed = (character.isASCII && (character.isLetter || character.isNumber || unreserved.contains(character) || reserved.contains(character)))
                || (international && !character.isASCII && !character.isWhitespace)
            guard allowed else { return false }
        }
        guard sawPercent == 0 else { return false }
        let reference = URIReference(text)
        if reference.scheme == nil {
            guard relative else { return false }
            // A first segment with ':' would read as a scheme.
            if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") { return false }
        } else {
            guard text.first?.isLetter == true else { return false }
        }
        if let authority = reference.authority {
            var host = Substring(authority)
            if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
            if host.hasPrefix("[") {
                guard let close = host.firstIndex(of: "]") else { return false }
                let literal = host[host.index(after: host.startIndex)..<close]
                guard ipv6(literal) || literal.lowercased().hasPrefix("v") else { return false }
                host = host[host.index(after: close)...]
                if !host.isEmpty {
                    guard host.hasPrefix(":"), host.dropFirst().allSatisfy(\.isNumber) else { return false }
                }
            } else if let colon = host.lastIndex(of: ":") {
                guard host[host.index(after: colon)...].allSatisfy(\.isNumber) else { return false }
                // An IPv6 address is written in brackets.
                if host[..<colon].contains("[") || host[..<colon].contains("]") || host[..<colon].contains(":") { return false }
            } else if host.contains("[") || host.contains("]") {
                return false
            }
        }
        if reference.path.contains("[") || reference.path.contains("]") || (reference.query ?? "").contains("[")
            || (reference.fragment ?? "").contains("#") {
            return false
        }
        return true
    }

    private static func uriTemplate(_ text: String) -> Bool {
        var open = false
        for character in text {
            switch character {
            case "{":
                if open { return false }
                open = true
            case "}":
                if !open { return false }
                open = false
            default:
                continue
            }
        }
        return !open
    }

    private static func uuid(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) && $0.allSatisfy(\.isASCII) }
    }

    private static func jsonPointer(_ text: Substring) -> Bool {
        guard text.isEmpty || text.hasPrefix("/") else { return false }
        var afterTilde = false
        for character in text {
            if afterTilde {
                guard character == "0" || character == "1" else { return false }
                afterTilde = false
            } else if character == "~" {
                afterTilde = true
            }
        }
        return !afterTilde
    }

    private static func relativeJSONPointer(_ text: String) -> Bool {
        let number = text.prefix { $0.isASCII && $0.isNumber }
        guard !number.isEmpty, number == "0" || !number.hasPrefix("0") else { return false }
        let rest = text.dropFirst(number.count)
        return rest == "#" || jsonPointer(rest)
    }
}

/// A U-label checked by the rules of IDNA 2008 (RFC 5892) that can be told from
/// the characters' properties: letters, marks and digits of any script, a mark
/// never first, the characters IDNA disallows outright, and the contextual rules
/// of the joiners, the middle dots, the Greek keraia, the Hebrew punctuation and
/// the two sets of Arabic-Indic digits.
enum IDNALabel {
    /// Characters IDNA 2008 makes valid whatever their category.
    static let exceptionsValid: Set<UInt32> = [0xDF, 0x3C2, 0x6FD, 0x6FE, 0xF0B, 0x3007]
    /// Characters it disallows although their category would allow them.
    static let exceptionsDisallowed: Set<UInt32> = [0x640, 0x7FA, 0x302E, 0x302F, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303B]

    static func isValid(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first else { return false }
        let firstCategory = first.properties.generalCategory
        if firstCategory == .nonspacingMark || firstCategory == .spacingMark || firstCategory == .enclosingMark { return false }
        if scalars.count >= 4, scalars[2] == "-", scalars[3] == "-" { return false }
        var arabicIndic = false, extendedArabicIndic = false
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            if exceptionsDisallowed.contains(value) { return false }
            if (0x660...0x669).contains(value) { arabicIndic = true }
            if (0x6F0...0x6F9).contains(value) { extendedArabicIndic = true }
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch value {
            case 0xB7:
                // MIDDLE DOT: only between two l's (Catalan).
                guard before == "l", after == "l" else { return false }
            case 0x375:
                // GREEK KERAIA: followed by a Greek letter.
                guard let after, after.properties.isAlphabetic, (0x370...0x3FF).contains(after.value) || (0x1F00...0x1FFF).contains(after.value) else { return false }
            case 0x5F3, 0x5F4:
                // HEBREW GERESH and GERSHAYIM: after a Hebrew letter.
                guard let before, (0x590...0x5FF).contains(before.value), before.properties.isAlphabetic else { return false }
            case 0x30FB:
                // KATAKANA MIDDLE DOT: in a label with Hiragana, Katakana or Han.
                guard scalars.contains(where: { $0.value != 0x30FB && ((0x3040...0x30FF).contains($0.value) || $0.properties.isIdeographic) }) else { return false }
            case 0x200D:
                // ZERO WIDTH JOINER: after a virama.
                guard let before, before.properties.canonicalCombiningClass.rawValue == 9 else { return false }
            case 0x200C:
                // ZERO WIDTH NON-JOINER: after a virama, or between letters that
                // join (RFC 5892 A.1): a left- or dual-joining one before and a
                // right- or dual-joining one after, with only transparent ones between.
                if let before, before.properties.canonicalCombiningClass.rawValue == 9 { continue }
                guard let left = scalars[..<index].lastIndex(where: { !JoiningType.transparent.has($0) }),
                      JoiningType.leftOrDual.has(scalars[left]),
                      let right = scalars[(index + 1)...].firstIndex(where: { !JoiningType.transparent.has($0) }),
                      JoiningType.rightOrDual.has(scalars[right]) else { return false }
            default:
                if exceptionsValid.contains(value) || scalar == "-" { continue }
                let properties = scalar.properties
                let category = properties.generalCategory
                let allowed = properties.isAlphabetic || category == .decimalNumber || category == .otherNumber && properties.isIdeographic
                    || category == .nonspacingMark || category == .spacingMark || category == .letterNumber
                guard allowed, !properties.changesWhenNFKCCaseFolded || scalar.isASCII else { return false }
            }
        }
        return !(arabicIndic && extendedArabicIndic)
    }
}

/// The Unicode joining types RFC 5892's rule for ZERO WIDTH NON-JOINER reads.
struct JoiningType {
    let program: RegexProgram

    static let transparent = JoiningType("\\p{Joining_Type=Transparent}")
    static let leftOrDual = JoiningType("[\\p{Joining_Type=Left_Joining}\\p{Joining_Type=Dual_Joining}]")
    static let rightOrDual = JoiningType("[\\p{Joining_Type=Right_Joining}\\p{Joining_Type=Dual_Joining}]")

    private init(_ pattern: String) {
        // The patterns are fixed and known to compile.
        program = try! RegexProgram(pattern: pattern)
    }

    func has(_ scalar: Unicode.Scalar) -> Bool {
        program.matches(String(scalar)) == .matches
    }
}

/// Punycode (RFC 3492) decoding, to tell an A-label from a name that only looks
/// like one.
enum Punycode {
    static func decode(_ text: String) -> String? {
        let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
        var output: [Unicode.Scalar] = []
        var input = Substring(text)
        if let delimiter = input.lastIndex(of: "-") {
            for character in input[..<delimiter] {
                guard character.isASCII, let scalar = character.unicodeScalars.first else { return nil }
                output.append(scalar)
            }
            input = input[input.index(after: delimiter)...]
        }
        guard !input.isEmpty || !output.isEmpty else { return nil }
        var n = 128, i = 0, bias = 72
        var characters = input.makeIterator()
        var pending = characters.next()
        while pending != nil {
            let oldi = i
            var w = 1
            var k = base
            while true {
                guard let character = pending else { return nil }
                pending = characters.next()
                let digit: Int
                switch character {
                case "a"..."z": digit = Int(character.asciiValue! - 97)
                case "0"..."9": digit = Int(character.asciiValue! - 48) + 26
                default: return nil
                }
                guard digit <= (Int.max - i) / w else { return nil }
                i += digit * w
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                w *= base - t
                k += base
            }
            var delta = i - oldi
            delta = oldi == 0 ? delta / damp : delta / 2
            delta += delta / (output.count + 1)
            var shifts = 0
            while delta > ((base - tMin) * tMax) / 2 {
                delta /= base - tMin
                shifts += base
            }
            bias = shifts + ((base - tMin + 1) * delta) / (delta + skew)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard let scalar = Unicode.Scalar(n) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return String(String.UnicodeScalarView(output))
    }
}
