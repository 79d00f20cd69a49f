/// A `pattern` searched for as fast as its shape allows. Most patterns of forms
/// are a fixed run of characters and classes anchored at the start (postcodes,
/// codes: `^[A-Z]{2}[0-9]{4}$`); those are checked a character at a time with no
/// matcher at all. Any other pattern goes to the linear-time matcher.
struct FastPattern: Sendable {
    /// One character the run asks for: any scalar within one of the ranges.
    struct CharacterClass: Sendable {
        let ranges: [ClosedRange<UInt32>]
        let negated: Bool

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            var found = false
            for range in ranges where range.contains(value) {
                found = true
                break
            }
            return found != negated
        }
    }

    let general: SchemaPattern
    /// The run, for a pattern `^…` or `^…$` of characters and classes each
    /// repeated a fixed number of times.
    private let run: [CharacterClass]?
    private let anchoredAtEnd: Bool

    init(_ pattern: SchemaPattern) {
        general = pattern
        if let (run, end) = Self.fixedRun(pattern.source) {
            self.run = run
            anchoredAtEnd = end
        } else {
            run = nil
            anchoredAtEnd = false
        }
    }

    /// Whether the pattern is found in `text`; nil when the check was too costly to finish.
    func isFound(in text: String) -> Bool? {
        guard let run else { return general.isFound(in: text) }
        var index = 0
        for scalar in text.unicodeScalars {
            if index == run.count { return !anchoredAtEnd }
            guard run[index].contains(scalar) else { return false }
            index += 1
        }
        return index == run.count
    }

    // MARK: Reading the shape

    private static let digit: [ClosedRange<UInt32>] = [48...57]
    private static let word: [ClosedRange<UInt32>] = [48...57, 65...90, 95...95, 97...122]

    /// The run of `source` when it is `^` then characters and classes, each
    /// repeated a fixed number of times, and maybe `$`; nil for anything else.
    static func fixedRun(_ source: String) -> ([CharacterClass], anchoredAtEnd: Bool)? {
        var scalars = Array(source.unicodeScalars)
        guard scalars.first == "^" else { return nil }
        scalars.removeFirst()
        var anchoredAtEnd = false
        if scalars.last == "$", scalars.count < 2 || scalars[scalars.count - 2] != "\\" {
            scalars.removeLast()
            anchoredAtEnd = true
        }
        var run: [CharacterClass] = []
        var index = 0
        while index < scalars.count {
            guard let (atom, next) = Self.atom(scalars, at: index) else { return nil }
            index = next
            var count = 1
            if index < scalars.count, scalars[index] == "{" {
                var digits = ""
                index += 1
                while index < scalars.count, scalars[index].properties.numericType == .decimal, scalars[index].isASCII {
                    digits.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count, scalars[index] == "}", let n = Int(digits), n <= 256 else { return nil }
                index += 1
                count = n
            } else if index < scalars.count, "?*+".unicodeScalars.contains(scalars[index]) {
                return nil
            }
            run += Array(repeating: atom, count: count)
            guard run.count <= 1_024 else { return nil }
        }
        return (run, anchoredAtEnd)
    }

    /// One character or class at `index`, and where the next begins.
    private static func atom(_ scalars: [Unicode.Scalar], at index: Int) -> (CharacterClass, Int)? {
        let scalar = scalars[index]
        switch scalar {
        case "[":
            return characterClass(scalars, at: index + 1)
        case "\\":
            guard index + 1 < scalars.count else { return nil }
            let escaped = scalars[index + 1]
            switch escaped {
            case "d": return (CharacterClass(ranges: digit, negated: false), index + 2)
            case "D": return (CharacterClass(ranges: digit, negated: true), index + 2)
            case "w": return (CharacterClass(ranges: word, negated: false), index + 2)
            case "W": return (CharacterClass(ranges: word, negated: true), index + 2)
            default:
                // An escaped punctuation character stands for itself.
                guard escaped.isASCII, !escaped.properties.isAlphabetic, escaped.properties.numericType == nil else { return nil }
                return (CharacterClass(ranges: [escaped.value...escaped.value], negated: false), index + 2)
            }
        case "(", ")", "|", ".", "*", "+", "?", "{", "}", "^", "$", "]":
            return nil
        default:
            return (CharacterClass(ranges: [scalar.value...scalar.value], negated: false), index + 1)
        }
    }

    /// `[…]` of characters and ranges (`\d`, `\w` and escaped punctuation among
    /// them), read from just after its `[`.
    private static func characterClass(_ scalars: [Unicode.Scalar], at start: Int) -> (CharacterClass, Int)? {
        var index = start
        var negated = false
        if index < scalars.count, scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while index < scalars.count {
            var scalar = scalars[index]
            if scalar == "]" {
                // `[]` is a class of nothing in ECMA-262: left to the matcher.
                guard !first else { return nil }
                return (CharacterClass(ranges: ranges, negated: negated), index + 1)
            }
            first = false
            if scalar == "\\" {
                guard index + 1 < scalars.count else { return nil }
                let escaped = scalars[index + 1]
                index += 2
                switch escaped {
                case "d": ranges += digit; continue
                case "w": ranges += word; continue
                default:
                    guard escaped.isASCII, !escaped.properties.isAlphabetic, escaped.properties.numericType == nil else { return nil }
                    scalar = escaped
                }
            } else {
                guard scalar != "[" else { return nil }
                index += 1
            }
            // A range `a-z`, unless the `-` is last.
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                let end = scalars[index + 1]
                guard end != "\\", end != "[", scalar.value <= end.value else { return nil }
                ranges.append(scalar.value...end.value)
                index += 2
            } else {
                ranges.append(scalar.value...scalar.value)
            }
        }
        return nil
    }
}
