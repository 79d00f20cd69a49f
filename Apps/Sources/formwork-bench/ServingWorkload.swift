/// The web peers' "1k-mixed" workload (`../shared/bench/peers/workload.py`): 1,000
/// fields named `f0000`…`f0999`, the type by position `i % 10` (0–5 required text of
/// at most 100 characters, 6–7 required integers 0…1000, 8 a required email, 9 a
/// required choice among `c0`…`c9`), each labelled "Field i".
enum ServingWorkload {
    enum Kind { case text, integer, email, choice }

    static let count = 1_000
    static let textMaximum = 100
    static let integerRange = 0...1_000
    /// The definition's constants, as literals in a real program would be.
    static let names: [String] = (0..<count).map { i in
        let digits = String(i)
        return "f" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    static let labels: [String] = (0..<count).map { "Field \($0)" }
    static let choiceKeys: [String] = (0..<10).map { "c\($0)" }
    static let choiceTitles: [String] = (0..<10).map { "Choice \($0)" }

    static func kind(_ i: Int) -> Kind {
        switch i % 10 {
        case 0...5: return .text
        case 6, 7: return .integer
        case 8: return .email
        default: return .choice
        }
    }

    static func validValue(_ i: Int) -> String {
        switch kind(i) {
        case .text: return "value \(i)"
        case .integer: return String(i % 1_000)
        case .email: return "user\(i)@example.com"
        case .choice: return "c\(i % 10)"
        }
    }

    static func isBad(_ i: Int) -> Bool { i % 10 == (i / 10) % 10 }

    static func badValue(_ i: Int) -> String {
        let alternate = (i / 100) % 2
        switch kind(i) {
        case .text: return alternate == 0 ? "" : String(repeating: "x", count: textMaximum + 1)
        case .integer: return alternate == 0 ? "abc" : "5000"
        case .email: return "not-an-email"
        case .choice: return "zzz"
        }
    }

    /// A decoded request body: name/value pairs in field order.
    static let validBody: [(String, String)] = (0..<count).map { (names[$0], validValue($0)) }
    static let invalidBody: [(String, String)] = (0..<count).map { (names[$0], isBad($0) ? badValue($0) : validValue($0)) }
    static let badCount = (0..<count).filter(isBad).count
}
