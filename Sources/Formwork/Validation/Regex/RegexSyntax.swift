/// The parsed form of a regular expression.
indirect enum RegexNode: Sendable, Hashable {
    case empty
    case scalar(Unicode.Scalar)
    case any
    case set(RegexCharacterSet)
    case start
    case end
    case wordBoundary(Bool)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    /// A repetition of at least `min` and at most `max` (nil: no limit).
    case repeated(RegexNode, min: Int, max: Int?)

    /// Whether a quantifier that repeats more than once holds another: the shape
    /// (`(a+)+`) that makes backtracking engines, like browsers', take exponential time.
    var hasNestedQuantifier: Bool {
        func containsRepeat(_ node: RegexNode) -> Bool {
            switch node {
            case .repeated(_, _, let max) where max == nil || max! > 1: return true
            case .repeated(let inner, _, _): return containsRepeat(inner)
            case .concatenation(let nodes), .alternation(let nodes): return nodes.contains(where: containsRepeat)
            default: return false
            }
        }
        switch self {
        case .repeated(let inner, _, let max):
            if (max == nil || max! > 1) && containsRepeat(inner) { return true }
            return inner.hasNestedQuantifier
        case .concatenation(let nodes), .alternation(let nodes):
            return nodes.contains { $0.hasNestedQuantifier }
        default:
            return false
        }
    }
}

/// A bracket expression or shorthand class: ranges of scalars, possibly negated.
struct RegexCharacterSet: Sendable, Hashable {
    var ranges: [ClosedRange<UInt32>] = []
    var negated = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard ranges.count > 8 else { return ranges.contains { $0.contains(value) } != negated }
        // Many ranges (a Unicode property's) are sorted and merged when compiled:
        // a binary search finds the last that starts at or before the scalar.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= value { low = middle + 1 } else { high = middle }
        }
        return (low > 0 && ranges[low - 1].upperBound >= value) != negated
    }

    /// The same set with its ranges sorted and overlapping or adjacent ones merged,
    /// as ``contains(_:)`` needs when there are many.
    func normalized() -> RegexCharacterSet {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return RegexCharacterSet(ranges: merged, negated: negated)
    }

    static let digit = RegexCharacterSet(ranges: [48...57])
    static let word = RegexCharacterSet(ranges: [48...57, 65...90, 95...95, 97...122])
    /// JavaScript's white space and line terminators.
    static let space = RegexCharacterSet(ranges: [9...13, 32...32, 160...160, 0x1680...0x1680, 0x2000...0x200A,
                                                  0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F,
                                                  0x3000...0x3000, 0xFEFF...0xFEFF])

    func inverted() -> RegexCharacterSet {
        RegexCharacterSet(ranges: ranges, negated: !negated)
    }
}

/// A pattern that is not in the supported syntax, with where and why.
public struct RegexSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern.
    public let pattern: String
    /// Zero-based offset of the problem, in Unicode scalars.
    public let position: Int
    /// What is wrong there.
    public let reason: String

    public var description: String { "regular expression \"\(pattern)\": \(reason) at position \(position)" }
}

/// Reads the regular expressions validation rules accept: the syntax that
/// JavaScript and ICU share, so the same pattern means the same in Swift and in a
/// browser. Literals and escapes (`\.`, `\n`, `\t`, `\uFFFF`, `\xFF`, `\cJ`), `.` (any
/// scalar but a line break), classes (`[a-z]`, `[^0-9]`), `\d \w \s \D \W \S`
/// (ASCII digits and word characters, as in JavaScript), Unicode properties
/// (`\p{Letter}`, `\P{Script=Greek}`, as with JavaScript's `u` flag), `^` `$` `\b` `\B`, groups
/// (`( )`, `(?: )`, `(?<name> )`), alternation, and the quantifiers `* + ? {n}
/// {n,} {n,m}` (lazy forms too). Back-references and look-around, which no
/// linear-time matcher can run, are refused.
struct RegexParser {
    private let pattern: String
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0
    static let maximumDepth = 100

    static func parse(_ pattern: String) throws(RegexSyntaxError) -> RegexNode {
        var parser = RegexParser(pattern: pattern, scalars: Array(pattern.unicodeScalars))
        let node = try parser.alternation()
        if parser.index < parser.scalars.count { throw parser.fail("unbalanced ')'") }
        return node
    }

    private init(pattern: String, scalars: [Unicode.Scalar]) {
        self.pattern = pattern
        self.scalars = scalars
    }

    private func fail(_ reason: String, at position: Int? = nil) -> RegexSyntaxError {
        RegexSyntaxError(pattern: pattern, position: position ?? index, reason: reason)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func alternation() throws(RegexSyntaxError) -> RegexNode {
        var branches = [try concatenation()]
        while current == "|" {
            index += 1
            branches.append(try concatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func concatenation() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let c = current, c != "|", c != ")" {
            let atom = try self.atom()
            items.append(try quantified(atom))
        }
        if items.isEmpty { return .empty }
        return items.count == 1 ? items[0] : .concatenation(items)
    }

    private mutating func quantified(_ atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
        var node = atom
        var isQuantified = false
        while let c = current {
            let start = index
            var bounds: (Int, Int?)
            switch c {
            case "*": bounds = (0, nil); index += 1
            case "+": bounds = (1, nil); index += 1
            case "?": bounds = (0, 1); index += 1
            case "{":
                guard let counted = try countedBounds() else { return node }
                bounds = counted
            default:
                return node
            }
            switch atom {
            case .start, .end, .wordBoundary: throw fail("nothing to repeat", at: start)
            default: break
            }
            if isQuantified { throw fail("a quantifier cannot follow another", at: start) }
            isQuantified = true
            if current == "?" { index += 1 }                       // lazy: the same for a whole-value match
            if current == "+" { throw fail("possessive quantifiers are not supported") }
            node = .repeated(node, min: bounds.0, max: bounds.1)
        }
        return node
    }

    /// `{n}`, `{n,}` or `{n,m}`; nil (and a literal `{`) when the brace starts none.
    private mutating func countedBounds() throws(RegexSyntaxError) -> (Int, Int?)? {
        let start = index
        var i = index + 1
        func number() -> Int? {
            var digits = ""
            while i < scalars.count, ("0"..."9").contains(scalars[i]) { digits.unicodeScalars.append(scalars[i]); i += 1 }
            guard !digits.isEmpty else { return nil }
            // Leading zeros read as the browser reads them; a number of more than
            // seven digits is past every limit, whatever it is.
            let significant = digits.drop(while: { $0 == "0" })
            return significant.count > 7 ? 10_000_000 : Int(significant) ?? 0
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if i < scalars.count, scalars[i] == "," {
            i += 1
            high = number()
        }
        guard i < scalars.count, scalars[i] == "}" else { return nil }
        index = i + 1
        if let high, high < low { throw fail("{\(low),\(high)}: the maximum is below the minimum", at: start) }
        if low > 1_000 || (high ?? 0) > 1_000 { throw fail("repetition counts above 1000 are not supported", at: start) }
        return (low, high)
    }

    private mutating func atom() throws(RegexSyntaxError) -> RegexNode {
        guard let c = current else { throw fail("unexpected end") }
        let start = index
        index += 1
        switch c {
        case ".": return .any
        case "^": return .start
        case "$": return .end
        case "(":
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maximumDepth { throw fail("groups nested more than \(Self.maximumDepth) deep", at: start) }
            if current == "?" {
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if next == ":" {
                    index += 2
                } else if next == "<", index + 2 < scalars.count, scalars[index + 2] != "=", scalars[index + 2] != "!" {
                    index += 2
                    while let n = current, n != ">" {
                        guard n == "_" || n.properties.isAlphabetic || ("0"..."9").contains(n) else { throw fail("a group name holds letters, digits and _") }
                        index += 1
                    }
                    guard current == ">" else { throw fail("'>' closing the group name") }
                    index += 1
                } else {
                    throw fail("look-ahead, look-behind and inline flags are not supported", at: start)
                }
            }
            let inner = try alternation()
            guard current == ")" else { throw fail("missing ')'", at: start) }
            index += 1
            return inner
        case ")": throw fail("unbalanced ')'", at: start)
        case "[": return .set(try characterSet(start: start))
        case "*", "+", "?": throw fail("nothing to repeat", at: start)
        case "{":
            index = start
            if try countedBounds() != nil { throw fail("nothing to repeat", at: start) }
            index = start + 1
            return .scalar(c)
        case "\\": return try escape(inSet: false).node
        default: return .scalar(c)
        }
    }

    /// An escape after `\`: a scalar, a class or an assertion.
    private mutating func escape(inSet: Bool) throws(RegexSyntaxError) -> (node: RegexNode, scalar: Unicode.Scalar?) {
        guard let c = current else { throw fail("'\\' at the end of the pattern") }
        let start = index - 1
        index += 1
        switch c {
        case "d": return (.set(.digit), nil)
        case "D": return (.set(RegexCharacterSet.digit.inverted()), nil)
        case "w": return (.set(.word), nil)
        case "W": return (.set(RegexCharacterSet.word.inverted()), nil)
        case "s": return (.set(.space), nil)
        case "S": return (.set(RegexCharacterSet.space.inverted()), nil)
        case "b" where !inSet: return (.wordBoundary(true), nil)
        case "B" where !inSet: return (.wordBoundary(false), nil)
        case "b": return (.scalar("\u{8}"), "\u{8}")
        case "n": return (.scalar("\n"), "\n")
        case "r": return (.scalar("\r"), "\r")
        case "t": return (.scalar("\t"), "\t")
        case "f": return (.scalar("\u{C}"), "\u{C}")
        case "v": return (.scalar("\u{B}"), "\u{B}")
        case "0": return (.scalar("\0"), "\0")
        case "x", "u":
            let count = c == "x" ? 2 : 4
            guard index + count <= scalars.count else { throw fail("\\\(c) needs \(count) hexadecimal digits", at: start) }
            let digits = String(String.UnicodeScalarView(scalars[index..<index + count]))
            guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw fail("\\\(c) needs \(count) hexadecimal digits", at: start)
            }
            index += count
            return (.scalar(scalar), scalar)
        case "c":
            // A control character: `\cJ` (or `\cj`) is U+000A, the letter's code modulo 32.
            guard let letter = current, letter.isASCII, letter.properties.isAlphabetic else {
                throw fail("\\c needs a letter", at: start)
            }
            index += 1
            let scalar = Unicode.Scalar(letter.value % 32)!
            return (.scalar(scalar), scalar)
        case "p", "P":
            // A Unicode property: `\p{Letter}`, `\P{Script=Greek}`.
            guard current == "{", let close = scalars[index...].firstIndex(of: "}") else {
                throw fail("\\\(c) needs a property name in braces", at: start)
            }
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            guard let ranges = RegexUnicodeProperty.ranges(name) else { throw fail("unknown Unicode property \(name)", at: start) }
            index = close + 1
            return (.set(RegexCharacterSet(ranges: ranges, negated: c == "P")), nil)
        case "1"..."9", "k":
            throw fail("back-references are not supported", at: start)
        default:
            guard !c.properties.isAlphabetic && !("0"..."9").contains(c) else {
                throw fail("unknown escape \\\(c)", at: start)
            }
            return (.scalar(c), c)
        }
    }

    private mutating func characterSet(start: Int) throws(RegexSyntaxError) -> RegexCharacterSet {
        var set = RegexCharacterSet()
        if current == "^" { set.negated = true; index += 1 }
        // As in JavaScript, `]` always closes: `[]` matches nothing and `[^]` anything.
        while let c = current, c != "]" {
            index += 1
            var low: Unicode.Scalar
            if c == "\\" {
                let (node, scalar) = try escape(inSet: true)
                guard let scalar else {
                    // A class inside brackets: add its ranges (negated classes as their complement).
                    if case .set(let inner) = node { set.ranges.append(contentsOf: inner.negated ? complement(inner.ranges) : inner.ranges) }
                    continue
                }
                low = scalar
            } else {
                if c == "[" { throw fail("'[' inside a class must be escaped", at: index - 1) }
                low = c
            }
            if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                guard var high = current else { break }
                index += 1
                if high == "\\" {
                    let (_, scalar) = try escape(inSet: true)
                    guard let scalar else { throw fail("a range cannot end in a class", at: index - 2) }
                    high = scalar
                }
                guard low.value <= high.value else { throw fail("range out of order", at: index - 1) }
                set.ranges.append(low.value...high.value)
            } else {
                set.ranges.append(low.value...low.value)
            }
        }
        guard current == "]" else { throw fail("missing ']'", at: start) }
        index += 1
        return set
    }

    private func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = Swift.max(next, range.upperBound &+ 1)
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return result
    }
}
