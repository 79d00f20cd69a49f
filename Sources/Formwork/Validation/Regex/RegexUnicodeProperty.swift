import Foundation

/// The scalars of a Unicode property, for `\p{…}` and `\P{…}`: general
/// categories (`\p{L}`, `\p{Letter}`, `\p{gc=Lu}`), scripts (`\p{Script=Greek}`,
/// `\p{sc=Grek}`, `\p{scx=Grek}`), binary properties (`\p{Alphabetic}`,
/// `\p{White_Space}`, `\p{ASCII}`, `\p{Any}`) and the other properties ICU knows
/// by name, such as `\p{digit}` and `\p{Joining_Type=Dual_Joining}`.
///
/// Swift's scalar properties name no scripts, so the sets come from the ICU tables
/// Foundation's regular expressions carry: each is found once per process by one
/// search over every scalar, kept as ranges, and matched by the linear-time engine
/// like any other class.
enum RegexUnicodeProperty {
    /// The scalars with the property `name` (what is between the braces), as
    /// ranges; nil when no property has that name.
    static func ranges(_ name: String) -> [ClosedRange<UInt32>]? {
        guard !name.isEmpty, name.utf8.count <= 64,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "=") }),
              name.filter({ $0 == "=" }).count <= 1 else { return nil }
        return cache.ranges(name)
    }

    private static let cache = Cache()

    /// Sets found so far, by name; a lock guards them since patterns compile on
    /// any thread.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [String: [ClosedRange<UInt32>]?] = [:]
        private var everyScalar: String?

        func ranges(_ name: String) -> [ClosedRange<UInt32>]? {
            lock.lock()
            defer { lock.unlock() }
            if let known = found[name] { return known }
            let result = search(name)
            found[name] = result
            return result
        }

        /// Runs of scalars in a string of every scalar in order (surrogates aside),
        /// turned back from UTF-16 offsets into scalar values.
        private func search(_ name: String) -> [ClosedRange<UInt32>]? {
            guard let expression = try? NSRegularExpression(pattern: "\\p{" + name + "}+") else { return nil }
            let text = everyScalar ?? Self.makeEveryScalar()
            everyScalar = text
            let length = (text as NSString).length
            return expression.matches(in: text, range: NSRange(location: 0, length: length)).map { run in
                Self.scalar(at: run.range.location)...Self.scalar(at: run.range.location + run.range.length - 1)
            }
        }

        private static func makeEveryScalar() -> String {
            var scalars = String.UnicodeScalarView()
            for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
                scalars.append(Unicode.Scalar(value)!)
            }
            return String(scalars)
        }

        /// The scalar whose UTF-16 form starts at (or, for a run's last unit,
        /// ends at) `offset` in that string.
        private static func scalar(at offset: Int) -> UInt32 {
            switch offset {
            case ..<0xD800: UInt32(offset)
            case ..<0xF800: UInt32(offset + 0x800)
            default: 0x10000 + UInt32(offset - 0xF800) / 2
            }
        }
    }
}
