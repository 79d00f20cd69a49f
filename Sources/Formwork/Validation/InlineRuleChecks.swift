/// What the first few of a row's rules check, held in the definition as plain
/// bytes, with how many rules there are and whether every one is built in.
///
/// Checking a value on every request reads these without counting a reference:
/// neither the rules (each holds references) nor an array of checks (a buffer to
/// retain) is touched unless a rule fails. Rows have a few rules; a row with more,
/// or with a rule that is not built in, is checked through its list of rules.
///
/// Each check is packed in a byte for what it checks and a word for its bound
/// (40 bytes for four, where four `BuiltInRule.Check?` take 96): every definition
/// of a large form carries them.
@usableFromInline
struct InlineRuleChecks {
    /// How many inline checks can be held.
    @usableFromInline static let capacity = 4

    /// How many rules the row has (past 255, counted as 255: such a row is checked
    /// through its list).
    @usableFromInline var storedCount: UInt8 = 0
    /// Whether every rule so far is built in.
    @usableFromInline var allBuiltIn = true
    /// What each check is (see `code(of:)`); 0 for a rule that is not built in.
    @usableFromInline var kinds: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    /// Each check's bound: a whole number's or a `Double`'s bits.
    @usableFromInline var bounds: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @usableFromInline init() {}

    /// The checks of `rules`, from scratch.
    init(_ checks: [BuiltInRule.Check?]) {
        for check in checks { append(check) }
    }

    /// How many rules the row has.
    @usableFromInline var count: Int { Int(storedCount) }

    /// Whether a value can be checked through these alone.
    @usableFromInline var coversEveryRule: Bool { allBuiltIn && storedCount <= Self.capacity }

    /// The check at `index` (below ``capacity``); nil for a rule that is not built in.
    @inlinable
    subscript(index: Int) -> BuiltInRule.Check? {
        switch index {
        case 0: return Self.check(kinds.0, bounds.0)
        case 1: return Self.check(kinds.1, bounds.1)
        case 2: return Self.check(kinds.2, bounds.2)
        default: return Self.check(kinds.3, bounds.3)
        }
    }

    /// Counts the next rule, keeping its check while there is room.
    @inlinable
    mutating func append(_ check: BuiltInRule.Check?) {
        let (kind, bound) = check.map(Self.pack) ?? (0, 0)
        if kind == 0 { allBuiltIn = false }
        switch storedCount {
        case 0: kinds.0 = kind; bounds.0 = bound
        case 1: kinds.1 = kind; bounds.1 = bound
        case 2: kinds.2 = kind; bounds.2 = bound
        case 3: kinds.3 = kind; bounds.3 = bound
        default: break
        }
        if storedCount < .max { storedCount += 1 }
    }

    @usableFromInline
    static func pack(_ check: BuiltInRule.Check) -> (UInt8, UInt64) {
        switch check {
        case .required: return (1, 0)
        case .minLength(let n): return (2, UInt64(bitPattern: Int64(n)))
        case .maxLength(let n): return (3, UInt64(bitPattern: Int64(n)))
        case .exactLength(let n): return (4, UInt64(bitPattern: Int64(n)))
        case .email: return (5, 0)
        case .integerBound(let comparison, let bound): return (6 + code(of: comparison), UInt64(bitPattern: Int64(bound)))
        case .numberBound(let comparison, let bound): return (10 + code(of: comparison), bound.bitPattern)
        }
    }

    @usableFromInline
    static func check(_ kind: UInt8, _ bound: UInt64) -> BuiltInRule.Check? {
        let whole = Int(Int64(bitPattern: bound))
        switch kind {
        case 1: return .required
        case 2: return .minLength(whole)
        case 3: return .maxLength(whole)
        case 4: return .exactLength(whole)
        case 5: return .email
        case 6...9: return .integerBound(comparison(kind - 6), whole)
        case 10...13: return .numberBound(comparison(kind - 10), Double(bitPattern: bound))
        default: return nil
        }
    }

    @usableFromInline
    static func code(of comparison: BuiltInRule.Comparison) -> UInt8 {
        switch comparison {
        case .greater: return 0
        case .atLeast: return 1
        case .smaller: return 2
        case .atMost: return 3
        }
    }

    @usableFromInline
    static func comparison(_ code: UInt8) -> BuiltInRule.Comparison {
        switch code {
        case 0: return .greater
        case 1: return .atLeast
        case 2: return .smaller
        default: return .atMost
        }
    }
}
