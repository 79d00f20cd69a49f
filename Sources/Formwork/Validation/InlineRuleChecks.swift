/// What the first few of a row's rules check, held in the definition as plain
/// bytes, with whether every rule of the row is built in.
///
/// Checking a value on every request reads these without counting a reference:
/// neither the rules (each holds references) nor an array of checks (a buffer to
/// retain) is touched unless a rule fails. Rows have a few rules; a row with more,
/// or with a rule that is not built in, is checked through its list of rules.
@usableFromInline
struct InlineRuleChecks {
    /// How many inline checks can be held.
    @usableFromInline static let capacity = 4

    /// How many rules the row has.
    @usableFromInline private(set) var count = 0
    /// Whether every rule so far is built in.
    @usableFromInline private(set) var allBuiltIn = true
    @usableFromInline var checks: (BuiltInRule.Check?, BuiltInRule.Check?, BuiltInRule.Check?, BuiltInRule.Check?) = (nil, nil, nil, nil)

    @usableFromInline init() {}

    /// The checks of `rules`, from scratch.
    init(_ checks: [BuiltInRule.Check?]) {
        for check in checks { append(check) }
    }

    /// Whether a value can be checked through these alone.
    @usableFromInline var coversEveryRule: Bool { allBuiltIn && count <= Self.capacity }

    /// The check at `index` (below ``capacity``); nil for a rule that is not built in.
    @inlinable
    subscript(index: Int) -> BuiltInRule.Check? {
        switch index {
        case 0: return checks.0
        case 1: return checks.1
        case 2: return checks.2
        default: return checks.3
        }
    }

    /// Counts the next rule, keeping its check while there is room.
    @inlinable
    mutating func append(_ check: BuiltInRule.Check?) {
        if check == nil { allBuiltIn = false }
        switch count {
        case 0: checks.0 = check
        case 1: checks.1 = check
        case 2: checks.2 = check
        case 3: checks.3 = check
        default: break
        }
        count += 1
    }
}
