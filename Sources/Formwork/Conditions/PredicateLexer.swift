/// A token of the condition language with its offset in the text.
struct PredicateToken: Equatable {
    enum Kind: Equatable {
        case reference(String)
        case number(Double)
        case string(String)
        /// An identifier or keyword, upper-cased for case-insensitive matching.
        case word(String)
        case symbol(String)
        case options(PredicateStringOptions)
        case end
    }

    let kind: Kind
    let offset: Int

    /// How the token reads in an error message.
    var quoted: String {
        switch kind {
        case .reference(let tag): return "'$\(tag)'"
        case .number(let n): return "number \(n)"
        case .string(let s): return "string '\(s)'"
        case .word(let w): return "'\(w)'"
        case .symbol(let s): return "'\(s)'"
        case .options: return "string options"
        case .end: return "end of text"
        }
    }
}

/// Splits a condition into tokens.
struct PredicateLexer {
    private let format: String
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ format: String) {
        self.format = format
        self.scalars = Array(format.unicodeScalars)
    }


    private func fail(_ expected: String, at offset: Int, found: String? = nil) -> PredicateSyntaxError {
        let foundText = found ?? (offset < scalars.count ? "'\(Character(scalars[offset]))'" : "end of text")
        return PredicateSyntaxError(format: format, position: offset, expected: expected, found: foundText)
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    /// The next token; the parser pulls tokens one at a time, so the first problem in
    /// the text is the one reported.
    mutating func next() throws(PredicateSyntaxError) -> PredicateToken {
        while let c = peek(), isSpace(c) { index += 1 }
        let start = index
        guard let c = peek() else { return PredicateToken(kind: .end, offset: start) }

        if c == "$" { return try reference(start) }
        if c == "'" || c == "\"" { return try string(quote: c, start: start) }
        if isDigit(c) || (c == "." && peek(1).map(isDigit) == true)
            || (c == "-" && (peek(1).map(isDigit) == true || (peek(1) == "." && peek(2).map(isDigit) == true))) {
            return try number(start)
        }
        if isWordStart(c) {
            while let d = peek(), isWordPart(d) { index += 1 }
            let word = String(String.UnicodeScalarView(scalars[start..<index])).uppercased()
            return PredicateToken(kind: .word(word), offset: start)
        }
        if c == "[" { return try options(start) }
        for symbol in ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"] where matches(symbol) {
            index += 2
            return PredicateToken(kind: .symbol(symbol), offset: start)
        }
        if "=<>!(){},".unicodeScalars.contains(c) {
            index += 1
            return PredicateToken(kind: .symbol(String(Character(c))), offset: start)
        }
        throw fail("a value, a $tag, an operator or a parenthesis", at: start)
    }

    private func matches(_ symbol: String) -> Bool {
        for (i, s) in symbol.unicodeScalars.enumerated() where peek(i) != s { return false }
        return true
    }

    private mutating func reference(_ start: Int) throws(PredicateSyntaxError) -> PredicateToken {
        index += 1
        if peek() == "{" {
            // ${any tag}: tags with spaces or other characters; `\}` and `\\` escape.
            index += 1
            var tag = String.UnicodeScalarView()
            while let c = peek(), c != "}" {
                index += 1
                if c == "\\", let escaped = peek(), escaped == "}" || escaped == "\\" {
                    index += 1
                    tag.append(escaped)
                } else {
                    tag.append(c)
                }
            }
            guard peek() == "}" else { throw fail("'}' closing the tag", at: index) }
            index += 1
            return PredicateToken(kind: .reference(String(tag)), offset: start)
        }
        let tagStart = index
        while let c = peek(), isWordPart(c) || c == "." || c == "-" { index += 1 }
        guard index > tagStart else { throw fail("a tag name after '$'", at: index) }
        let tag = String(String.UnicodeScalarView(scalars[tagStart..<index]))
        return PredicateToken(kind: .reference(tag), offset: start)
    }

    private mutating func string(quote: Unicode.Scalar, start: Int) throws(PredicateSyntaxError) -> PredicateToken {
        index += 1
        var text = String.UnicodeScalarView()
        while let c = peek() {
            index += 1
            if c == quote { return PredicateToken(kind: .string(normalizedNFC(String(text))), offset: start) }
            guard c == "\\" else { text.append(c); continue }
            guard let escaped = peek() else { break }
            index += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "u":
                let hexStart = index
                guard index + 4 <= scalars.count,
                      let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
                      let scalar = Unicode.Scalar(code)
                else { throw fail("four hexadecimal digits after '\\u'", at: hexStart) }
                index += 4
                text.append(scalar)
            default: text.append(escaped)
            }
        }
        throw fail("\(Character(quote)) closing the string that starts at position \(start)", at: scalars.count)
    }

    private mutating func number(_ start: Int) throws(PredicateSyntaxError) -> PredicateToken {
        if peek() == "-" { index += 1 }
        while let c = peek(), isDigit(c) { index += 1 }
        if peek() == ".", peek(1).map(isDigit) == true {
            index += 1
            while let c = peek(), isDigit(c) { index += 1 }
        }
        if let e = peek(), e == "e" || e == "E" {
            var lookahead = 1
            if let sign = peek(1), sign == "+" || sign == "-" { lookahead = 2 }
            if peek(lookahead).map(isDigit) == true {
                index += lookahead
                while let c = peek(), isDigit(c) { index += 1 }
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text) else { throw fail("a number", at: start) }
        if let c = peek(), isWordStart(c) { throw fail("a space or operator after the number", at: index) }
        return PredicateToken(kind: .number(value), offset: start)
    }

    private mutating func options(_ start: Int) throws(PredicateSyntaxError) -> PredicateToken {
        index += 1
        var options: PredicateStringOptions = []
        while let c = peek(), c != "]" {
            switch c {
            case "c", "C": options.insert(.caseInsensitive)
            case "d", "D": options.insert(.diacriticInsensitive)
            default: throw fail("'c' or 'd' in string options", at: index)
            }
            index += 1
        }
        guard peek() == "]" else { throw fail("']' closing the string options", at: index) }
        guard !options.isEmpty else { throw fail("'c' or 'd' in string options", at: index, found: "']'") }
        index += 1
        return PredicateToken(kind: .options(options), offset: start)
    }

    // ASCII first: Unicode property lookups are comparatively slow, and conditions
    // are parsed for every row of every form built.
    private func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    private func isSpace(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? (c == " " || c == "\t" || c == "\n" || c == "\r") : c.properties.isWhitespace
    }
    private func isWordStart(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c == "_" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }
        return c.properties.isAlphabetic
    }
    private func isWordPart(_ c: Unicode.Scalar) -> Bool { isWordStart(c) || isDigit(c) }
}
