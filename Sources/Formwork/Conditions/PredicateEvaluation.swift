import Foundation

extension ConditionExpression {
    /// Evaluates the expression, reading `$tag` values through `lookup`.
    func evaluate(_ lookup: (String) -> PredicateValue) -> Bool {
        switch self {
        case .constant(let b): return b
        case .not(let e): return !e.evaluate(lookup)
        case .and(let es): return es.allSatisfy { $0.evaluate(lookup) }
        case .or(let es): return es.contains { $0.evaluate(lookup) }
        case .truthy(let operand): return operand.resolve(lookup) == .bool(true)
        case .comparison(let l, let op, let options, let r):
            return PredicateComparison.apply(op, l.resolve(lookup), r.resolve(lookup), options)
        }
    }
}

extension PredicateOperand {
    func resolve(_ lookup: (String) -> PredicateValue) -> PredicateValue {
        switch self {
        case .reference(let tag): return lookup(tag)
        case .literal(let value): return value
        case .list(let items): return .list(items.map { $0.resolve(lookup) })
        }
    }
}

/// The comparison rules of the condition language, shared by every operator.
///
/// Values of different types are never equal and never ordered, except that dates
/// compare with numbers (seconds since 1970) and with ISO 8601 strings. (Date rows
/// read as their ISO text, so they compare as text with ISO literals.) Ordering
/// against nil is false. Strings compare by UTF-16 code unit after NFC
/// normalisation, which is what the browser does too.
enum PredicateComparison {
    static func apply(_ op: PredicateOperator, _ lhs: PredicateValue, _ rhs: PredicateValue,
                      _ options: PredicateStringOptions) -> Bool {
        switch op {
        case .equal: return equal(lhs, rhs, options)
        case .notEqual: return !equal(lhs, rhs, options)
        case .less: return order(lhs, rhs, options).map { $0 < 0 } ?? false
        case .lessOrEqual: return order(lhs, rhs, options).map { $0 <= 0 } ?? false
        case .greater: return order(lhs, rhs, options).map { $0 > 0 } ?? false
        case .greaterOrEqual: return order(lhs, rhs, options).map { $0 >= 0 } ?? false
        case .contains: return contains(lhs, rhs, options)
        case .beginsWith:
            guard case .string(let s) = lhs, case .string(let p) = rhs else { return false }
            return fold(s, options).utf16.starts(with: fold(p, options).utf16)
        case .endsWith:
            guard case .string(let s) = lhs, case .string(let p) = rhs else { return false }
            return fold(s, options).utf16.reversed().starts(with: fold(p, options).utf16.reversed())
        case .like:
            guard case .string(let s) = lhs, case .string(let p) = rhs else { return false }
            return TextSearch.like(Array(fold(s, options).unicodeScalars), Array(fold(p, options).unicodeScalars))
        case .in: return contains(rhs, lhs, options)
        case .between:
            guard case .list(let bounds) = rhs, bounds.count == 2,
                  let low = order(lhs, bounds[0], options), let high = order(lhs, bounds[1], options)
            else { return false }
            return low >= 0 && high <= 0
        }
    }

    static func equal(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: PredicateStringOptions) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return options.isEmpty ? a == b : fold(a, options) == fold(b, options)
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, options) }
        case (.date, _), (_, .date): return order(lhs, rhs, options) == 0
        default: return false
        }
    }

    /// -1, 0 or 1, or nil when the two values have no order.
    static func order(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: PredicateStringOptions) -> Int? {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return a < b ? -1 : (a > b ? 1 : (a == b ? 0 : nil))
        case (.string(let a), .string(let b)):
            let x = fold(a, options), y = fold(b, options)
            if x == y { return 0 }
            return x.utf16.lexicographicallyPrecedes(y.utf16) ? -1 : 1
        case (.date(let a), _):
            guard let b = seconds(rhs) else { return nil }
            return order(.number(a.timeIntervalSince1970), .number(b), options)
        case (_, .date(let b)):
            guard let a = seconds(lhs) else { return nil }
            return order(.number(a), .number(b.timeIntervalSince1970), options)
        default: return nil
        }
    }

    private static func seconds(_ value: PredicateValue) -> Double? {
        switch value {
        case .date(let d): return d.timeIntervalSince1970
        case .number(let n): return n
        case .string(let s): return ISODateText.parse(s)?.timeIntervalSince1970
        default: return nil
        }
    }

    /// `collection CONTAINS element`; a list on the right must be wholly contained.
    private static func contains(_ collection: PredicateValue, _ element: PredicateValue,
                                 _ options: PredicateStringOptions) -> Bool {
        switch (collection, element) {
        case (.string(let s), .string(let part)):
            return TextSearch.contains(fold(s, options).utf16, fold(part, options).utf16)
        case (.list(let items), .list(let parts)):
            return parts.allSatisfy { part in items.contains { equal($0, part, options) } }
        case (.list(let items), _):
            return items.contains { equal($0, element, options) }
        default: return false
        }
    }

    /// Applies `[c]` (lower-casing) and `[d]` (dropping combining marks).
    static func fold(_ s: String, _ options: PredicateStringOptions) -> String {
        var result = s
        if options.contains(.diacriticInsensitive) {
            var scalars = String.UnicodeScalarView()
            for scalar in result.decomposedStringWithCanonicalMapping.unicodeScalars
            where scalar.properties.generalCategory != .nonspacingMark {
                scalars.append(scalar)
            }
            result = normalizedNFC(String(scalars))
        }
        if options.contains(.caseInsensitive) { result = result.lowercased() }
        return result
    }
}
