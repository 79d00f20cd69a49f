/// Turns property names into titles: `rememberMe` → "Remember Me",
/// `homepageURL` → "Homepage URL", `address2` → "Address 2", `first_name` →
/// "First Name". Runs of capitals are kept as acronyms; a capital that starts a
/// new word after an acronym splits it (`URLString` → "URL String").
///
/// Forms from models title their rows this way; loaders of other formats that name
/// fields by key can too.
public enum TitleCase {
    /// The title for a property name or key, such as "Remember Me" for `rememberMe`.
    public static func title(fromKey key: String) -> String {
        var words: [String] = []
        var word = ""
        let chars = Array(key)
        func flush() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for (i, c) in chars.enumerated() {
            if c == "_" || c == "-" || c == " " || c == "." {
                flush()
                continue
            }
            if let last = word.last {
                let next = i + 1 < chars.count ? chars[i + 1] : nil
                let boundary: Bool
                if c.isNumber {
                    boundary = !last.isNumber
                } else if last.isNumber {
                    boundary = true
                } else if c.isUppercase {
                    // lower→Upper starts a word; in a run of capitals, the last one
                    // starts a word when a lower-case letter follows (URLString).
                    boundary = last.isLowercase || (last.isUppercase && next?.isLowercase == true)
                } else {
                    boundary = false
                }
                if boundary { flush() }
            }
            word.append(c)
        }
        flush()
        return words.map { w in
            guard let first = w.first else { return w }
            let isAcronym = w.count > 1 && w.allSatisfy { $0.isUppercase || $0.isNumber }
            return isAcronym ? w : first.uppercased() + w.dropFirst()
        }.joined(separator: " ")
    }
}
