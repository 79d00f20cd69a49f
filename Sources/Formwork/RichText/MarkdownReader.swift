import Foundation

/// Reads the part of Markdown ``RichText/init(markdown:)`` accepts, as CommonMark
/// reads it, without recursion and in time that grows with the text's length: one
/// pass finds escapes, code spans, delimiter runs and brackets; a link is settled
/// at its closing bracket; emphasis pairs through a stack of delimiter runs
/// (CommonMark's "process emphasis", with its bottoms for runs that found nothing).
struct MarkdownReader {
    private enum Kind { case text, code, delimiter, openBracket, closeBracket }

    private struct Item {
        var kind: Kind
        var text = ""
        var char: Unicode.Scalar = " "
        var count = 0
        var original = 0
        var canOpen = false
        var canClose = false
    }

    /// Addresses longer than this are not read as links.
    private static let longestAddress = 2048

    private let scalars: [Unicode.Scalar]
    private var items: [Item] = []
    /// The delimiter runs not yet paired or given up: a list linked through the
    /// items (`previous` and `next` hold item indices, -1 at the ends), so that
    /// taking runs out of its middle costs nothing more.
    private var previous: [Int] = []
    private var next: [Int] = []
    private var lastDelimiter = -1
    /// Open brackets, by item. Those below `firstActiveBracket` may not close a
    /// link: a link closed after them, and links do not nest.
    private var brackets: [Int] = []
    private var firstActiveBracket = 0
    private var pairs: [(open: Int, close: Int, style: RichText.Style)] = []
    private var links: [(open: Int, close: Int, url: URL)] = []
    /// Where each length of backtick run occurs, and how far code spans have looked.
    private var backtickRuns: [Int: [Int]] = [:]
    private var backtickCursor: [Int: Int] = [:]
    /// How many more characters closing brackets may look through for an address:
    /// a few times the text's length, so that text made of brackets and open
    /// parentheses cannot make reading it cost its length squared. Honest text
    /// never comes near it; past it, brackets show as written.
    private var addressLookAhead: Int

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        addressLookAhead = scalars.count * 4 + Self.longestAddress
    }

    /// The text's runs, neighbours not yet joined.
    mutating func runs() -> [RichText.Run] {
        findBacktickRuns()
        scan()
        processEmphasis(above: -1)
        return assemble()
    }

    // MARK: The first pass

    private mutating func scan() {
        let count = scalars.count
        var text = String.UnicodeScalarView()
        var i = 0
        func flush(_ items: inout [Item]) {
            guard !text.isEmpty else { return }
            items.append(Item(kind: .text, text: String(text)))
            text = String.UnicodeScalarView()
        }
        while i < count {
            let c = scalars[i]
            switch c {
            case "\\":
                if i + 1 < count, Self.isASCIIPunctuation(scalars[i + 1]) {
                    text.append(scalars[i + 1])
                    i += 2
                } else {
                    text.append(c)
                    i += 1
                }
            case "`":
                let run = runLength(at: i)
                if let close = codeSpanCloser(after: i + run, length: run) {
                    flush(&items)
                    items.append(Item(kind: .code, text: codeText(i + run ..< close)))
                    i = close + run
                } else {
                    text.append(contentsOf: scalars[i ..< i + run])
                    i += run
                }
            case "*", "_":
                flush(&items)
                let run = runLength(at: i)
                items.append(delimiter(c, at: i, length: run))
                pushDelimiter(items.count - 1)
                i += run
            case "[":
                flush(&items)
                items.append(Item(kind: .openBracket, text: "["))
                brackets.append(items.count - 1)
                i += 1
            case "]":
                flush(&items)
                if let end = closeLink(at: i) {
                    i = end
                } else {
                    text.append(c)
                    i += 1
                }
            default:
                text.append(c)
                i += 1
            }
        }
        flush(&items)
    }

    private mutating func pushDelimiter(_ item: Int) {
        while previous.count < items.count {
            previous.append(-1)
            next.append(-1)
        }
        previous[item] = lastDelimiter
        if lastDelimiter >= 0 { next[lastDelimiter] = item }
        lastDelimiter = item
    }

    /// Takes a run out of the list.
    private mutating func unlink(_ item: Int) {
        let before = previous[item], after = next[item]
        if before >= 0 { next[before] = after }
        if after >= 0 { previous[after] = before } else if lastDelimiter == item { lastDelimiter = before }
    }

    private func runLength(at start: Int) -> Int {
        var end = start
        while end < scalars.count, scalars[end] == scalars[start] { end += 1 }
        return end - start
    }

    /// A run of `*` or `_` with whether it may open or close emphasis (CommonMark's
    /// flanking rules; an underscore inside a word neither opens nor closes).
    private func delimiter(_ c: Unicode.Scalar, at start: Int, length: Int) -> Item {
        let before = start > 0 ? scalars[start - 1] : nil
        let after = start + length < scalars.count ? scalars[start + length] : nil
        let beforeSpace = before.map(Self.isWhitespace) ?? true
        let afterSpace = after.map(Self.isWhitespace) ?? true
        let beforePunctuation = before.map(Self.isPunctuation) ?? false
        let afterPunctuation = after.map(Self.isPunctuation) ?? false
        let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        var item = Item(kind: .delimiter, char: c, count: length, original: length)
        if c == "*" {
            item.canOpen = left
            item.canClose = right
        } else {
            item.canOpen = left && (!right || beforePunctuation)
            item.canClose = right && (!left || afterPunctuation)
        }
        return item
    }

    // MARK: Code spans

    private mutating func findBacktickRuns() {
        var i = 0
        while i < scalars.count {
            if scalars[i] == "`" {
                let run = runLength(at: i)
                backtickRuns[run, default: []].append(i)
                i += run
            } else {
                i += 1
            }
        }
    }

    /// The next run of exactly `length` backticks at or after `start`. Code spans
    /// are met in order, so each length's list is walked once.
    private mutating func codeSpanCloser(after start: Int, length: Int) -> Int? {
        guard let positions = backtickRuns[length] else { return nil }
        var cursor = backtickCursor[length] ?? 0
        while cursor < positions.count, positions[cursor] < start { cursor += 1 }
        backtickCursor[length] = cursor
        return cursor < positions.count ? positions[cursor] : nil
    }

    /// A code span's text: line ends as spaces, and one space trimmed from each
    /// end when both have one (so a code span can start or end with a backtick).
    private func codeText(_ range: Range<Int>) -> String {
        var inner = String.UnicodeScalarView()
        for c in scalars[range] { inner.append(c == "\n" || c == "\r" ? " " : c) }
        if inner.count > 2, inner.first == " ", inner.last == " ", inner.contains(where: { $0 != " " }) {
            inner.removeFirst()
            inner.removeLast()
        }
        return String(inner)
    }

    // MARK: Links

    /// Settles the closing bracket at `at`: when the latest open bracket may hold
    /// a link, has words, and the bracket is followed by `(address)` naming an
    /// `http` or `https` address, a link; returns where reading goes on.
    private mutating func closeLink(at position: Int) -> Int? {
        guard let open = brackets.popLast() else { return nil }
        let active = brackets.count >= firstActiveBracket
        firstActiveBracket = min(firstActiveBracket, brackets.count)
        guard active, open < items.count - 1 else { return nil }
        guard let (url, end) = destination(from: position + 1) else { return nil }
        items.append(Item(kind: .closeBracket))
        let close = items.count - 1
        items[open].text = ""
        processEmphasis(above: open)
        links.append((open, close, url))
        // Every bracket still open is around this link, and may not close another.
        firstActiveBracket = brackets.count
        return end
    }

    /// `(address)` from `start`: the address and the position after `)`.
    private mutating func destination(from start: Int) -> (URL, Int)? {
        guard start < scalars.count, scalars[start] == "(" else { return nil }
        var address = String.UnicodeScalarView()
        var depth = 0
        var i = start + 1
        while i < scalars.count, i - start <= Self.longestAddress, addressLookAhead > 0 {
            addressLookAhead -= 1
            let c = scalars[i]
            switch c {
            case ")" where depth == 0:
                return Self.webAddress(String(address)).map { ($0, i + 1) }
            case ")":
                depth -= 1
            case "(":
                depth += 1
            case "\\" where i + 1 < scalars.count && Self.isASCIIPunctuation(scalars[i + 1]):
                // An escaped character is still the character: quotes and brackets are refused.
                i += 1
                if "<>\"'`".unicodeScalars.contains(scalars[i]) { return nil }
            case "<", ">", "\"", "'", "`":
                return nil
            default:
                if Self.isWhitespace(c) || c.properties.generalCategory == .control { return nil }
            }
            address.append(scalars[i])
            i += 1
        }
        return nil
    }

    /// `text` as an address a person may follow from a form: `http` or `https`,
    /// with a host, nothing else.
    static func webAddress(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }

    // MARK: Emphasis

    /// Pairs the delimiter runs after item `bottom`, then takes them off the list:
    /// what paired styles the items between, what did not shows as itself. Each
    /// run is passed over at most once per kind of closer (CommonMark's bottoms).
    private mutating func processEmphasis(above bottom: Int) {
        var first = lastDelimiter
        while first >= 0, previous[first] > bottom { first = previous[first] }
        guard first > bottom else { return }
        let below = previous[first]
        var bottoms: [Int: Int] = [:]
        var closer = first
        while closer >= 0 {
            guard items[closer].canClose else {
                closer = next[closer]
                continue
            }
            let c = items[closer].char
            let key = Int(c.value) << 3 | (items[closer].original % 3) << 1 | (items[closer].canOpen ? 1 : 0)
            let floor = max(bottoms[key] ?? bottom, bottom)
            var opener = previous[closer]
            while opener > floor {
                if items[opener].char == c, items[opener].canOpen, !isOddMatch(opener, closer) { break }
                opener = previous[opener]
            }
            if opener > floor {
                let use = items[opener].count >= 2 && items[closer].count >= 2 ? 2 : 1
                pairs.append((opener, closer, use == 2 ? .strong : .emphasis))
                items[opener].count -= use
                items[closer].count -= use
                // The runs between are left as text.
                next[opener] = closer
                previous[closer] = opener
                if items[opener].count == 0 { unlink(opener) }
                if items[closer].count == 0 {
                    let after = next[closer]
                    unlink(closer)
                    closer = after
                }
            } else {
                bottoms[key] = previous[closer]
                let after = next[closer]
                if !items[closer].canOpen { unlink(closer) }
                closer = after
            }
        }
        // What is left above the bottom shows as itself.
        if below >= 0 { next[below] = -1 }
        lastDelimiter = below
    }

    /// CommonMark's rule of three: a run that can both open and close pairs only
    /// when the two runs' lengths do not add up to a multiple of three, unless both are.
    private func isOddMatch(_ opener: Int, _ closer: Int) -> Bool {
        let a = items[opener], b = items[closer]
        guard a.canClose || b.canOpen else { return false }
        return (a.original + b.original) % 3 == 0 && !(a.original % 3 == 0 && b.original % 3 == 0)
    }

    // MARK: Runs

    private func assemble() -> [RichText.Run] {
        var emphasis = [Int](repeating: 0, count: items.count + 1)
        var strong = [Int](repeating: 0, count: items.count + 1)
        for pair in pairs {
            if pair.style == .strong {
                strong[pair.open + 1] += 1
                strong[pair.close] -= 1
            } else {
                emphasis[pair.open + 1] += 1
                emphasis[pair.close] -= 1
            }
        }
        var linkOf = [URL?](repeating: nil, count: items.count)
        for link in links {
            for index in link.open + 1 ..< link.close { linkOf[index] = link.url }
        }
        var runs: [RichText.Run] = []
        runs.reserveCapacity(items.count)
        var emphasisDepth = 0, strongDepth = 0
        for (index, item) in items.enumerated() {
            emphasisDepth += emphasis[index]
            strongDepth += strong[index]
            var style: RichText.Style = []
            if emphasisDepth > 0 { style.insert(.emphasis) }
            if strongDepth > 0 { style.insert(.strong) }
            switch item.kind {
            case .text, .openBracket, .closeBracket:
                runs.append(RichText.Run(item.text, style: style, link: linkOf[index]))
            case .code:
                runs.append(RichText.Run(item.text, style: style.union(.code), link: linkOf[index]))
            case .delimiter:
                let text = String(String.UnicodeScalarView(repeatElement(item.char, count: item.count)))
                runs.append(RichText.Run(text, style: style, link: linkOf[index]))
            }
        }
        return runs
    }

    // MARK: Characters

    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c.properties.isWhitespace
    }

    private static func isASCIIPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    private static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return isASCIIPunctuation(c) }
        switch c.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
        default: return false
        }
    }
}
