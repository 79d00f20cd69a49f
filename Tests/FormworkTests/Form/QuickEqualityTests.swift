@testable import Formwork
import Testing

/// Names and keys compared with a quick no for different last bytes answer as `==`
/// does, canonical equivalence included.
@Suite("Text: equality with a quick no")
struct QuickEqualityTests {
    @Test(arguments: [
        ("f0001", "f0002"), ("f0001", "f0001"), ("c3", "c4"), ("", ""), ("", "a"), ("a", ""),
        ("café", "cafe\u{301}"), ("cafe\u{301}", "café"), ("e\u{301}", "é"), ("é", "e"),
        ("fw-action", "f0000"), ("Å", "A\u{30A}"), ("A\u{30A}", "A"), ("한", "\u{1112}\u{1161}\u{11AB}"),
        ("x\u{301}y", "x\u{301}z"), ("naïve", "nai\u{308}ve"), ("🙂", "🙃"), ("ab", "b"),
    ])
    func answersAsEqualsDoes(_ a: String, _ b: String) {
        #expect(a.equalsQuickly(b) == (a == b), "\(a.unicodeScalars.map(\.value)) vs \(b.unicodeScalars.map(\.value))")
    }

    @Test func canonicallyEquivalentNamesStillMatch() {
        let fields = SubmittedFields([("cafe\u{301}", "1"), ("f0001", "2"), ("café", "3")])
        #expect(fields.values(for: "café") == ["1", "3"])
        #expect(fields.values(for: "f0001") == ["2"])
        #expect(fields.values(for: "f0002").isEmpty)
    }
}
