import Foundation
import Formwork

/// The hostile-input suite's settings: one seed for every fuzzed test, so a failure
/// can be replayed, and a number of rounds small enough for every `scripts/test`.
/// Run it longer by hand:
///
///     FORMWORK_FUZZ_ROUNDS=20000 FORMWORK_FUZZ_SEED=7 swift test --filter Fuzz
enum Fuzz {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["FORMWORK_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_122
    static let rounds: Int = ProcessInfo.processInfo.environment["FORMWORK_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 150

    /// A generator for one test, from the suite's seed and the test's own number, so
    /// tests do not share a stream and each can be replayed alone.
    static func generator(_ test: UInt64) -> SeededGenerator {
        SeededGenerator(seed: seed &* 0x9E37_79B9 &+ test)
    }

    /// Where a failure came from, for its message.
    static func place(_ round: Int) -> String { "seed \(seed), round \(round)" }

    /// Text a person or a client might send: empty, blank, long, control characters,
    /// scripts, combining marks, emoji, numbers at and past the edges, dates that are
    /// not dates, and random bytes of UTF-8.
    static func hostileText(_ random: inout SeededGenerator) -> String {
        let samples = [
            "", " ", "\t\n\r", "\u{0}", "\u{7}\u{1B}[2J", "<script>alert(1)</script>", "\"'><img src=x onerror=alert(1)>",
            "javascript:alert(1)", "e\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦", "\u{202E}evil", "NaN", "nan", "inf", "-inf", "Infinity",
            "1e309", "-1e309", "1e-400", "0x10", "+0", "-0", "00000000000000000000000000001", "9223372036854775807",
            "9223372036854775808", "-9223372036854775809", "18446744073709551616", "3.4028236e38", "1,5", "1.5.5",
            "+024-+5-+1", "2024-02-30", "0000-01-01", "10000-01-01", "2024-13-01", "2024-01-01T25:61:61Z", "12:60",
            "on", "off", "true", "false", "yes", "1", "c0", "c9", "zzz", "~", "~2", "%00", "\\", "$tag == 1",
            String(repeating: "a", count: 10_000), String(repeating: "9", count: 400), String(repeating: "é", count: 3_000),
        ]
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<40, using: &random) { bytes.append(UInt8.random(in: 0...255, using: &random)) }
            return String(decoding: bytes, as: UTF8.self)
        case 1:
            return String(Int.random(in: Int.min...Int.max, using: &random))
        default:
            return samples.randomElement(using: &random)!
        }
    }
}
