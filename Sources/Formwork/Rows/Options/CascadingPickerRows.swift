/// The value of a ``DoublePickerRow``: one choice from each of two lists.
public struct Tuple<A: Equatable, B: Equatable>: Equatable, PredicateValueConvertible, CustomStringConvertible {
    public var a: A
    public var b: B
    public init(a: A, b: B) {
        self.a = a
        self.b = b
    }
    public var predicateValue: PredicateValue { .list([PredicateValue(a), PredicateValue(b)]) }
    public var description: String { "\(a), \(b)" }
}

/// The value of a ``TriplePickerRow``: one choice from each of three lists.
public struct Tuple3<A: Equatable, B: Equatable, C: Equatable>: Equatable, PredicateValueConvertible, CustomStringConvertible {
    public var a: A
    public var b: B
    public var c: C
    public init(a: A, b: B, c: C) {
        self.a = a
        self.b = b
        self.c = c
    }
    public var predicateValue: PredicateValue { .list([PredicateValue(a), PredicateValue(b), PredicateValue(c)]) }
    public var description: String { "\(a), \(b), \(c)" }
}

/// Two cascading lists: the second list's options depend on the first choice
/// (country, then city).
public final class DoublePickerRow<A: Equatable, B: Equatable>: Row<Tuple<A, B>> {
    public override var kind: RowKind { .doublePicker }
    public override var presentation: RowPresentation { .picker }

    /// The options of the first list.
    public var firstOptions: () -> [A] = { [] }
    /// The options of the second list for a first choice.
    public var secondOptions: (A) -> [B] = { _ in [] }

    /// Chooses in the first list; the second choice is kept when still offered,
    /// otherwise it moves to the first option offered.
    public func selectFirst(_ a: A) {
        let seconds = secondOptions(a)
        guard let b = value.map(\.b).flatMap({ seconds.contains($0) ? $0 : nil }) ?? seconds.first else { return }
        value = Tuple(a: a, b: b)
    }

    /// Chooses in the second list, keeping the first choice.
    public func selectSecond(_ b: B) {
        guard let a = value?.a ?? firstOptions().first else { return }
        value = Tuple(a: a, b: b)
    }

    public override func inputErrors() -> [ValidationError] {
        guard let value else { return [] }
        guard firstOptions().contains(value.a), secondOptions(value.a).contains(value.b) else {
            return [ValidationError(msg: "Choose one of the listed options.", ruleID: "option")]
        }
        return []
    }
}

/// Three cascading lists (country, region, city).
public final class TriplePickerRow<A: Equatable, B: Equatable, C: Equatable>: Row<Tuple3<A, B, C>> {
    public override var kind: RowKind { .triplePicker }
    public override var presentation: RowPresentation { .picker }

    /// The options of the first list.
    public var firstOptions: () -> [A] = { [] }
    /// The options of the second list for a first choice.
    public var secondOptions: (A) -> [B] = { _ in [] }
    /// The options of the third list for the first two choices.
    public var thirdOptions: (A, B) -> [C] = { _, _ in [] }

    /// Chooses in the first list; later choices are kept when still offered.
    public func selectFirst(_ a: A) {
        let seconds = secondOptions(a)
        guard let b = value.map(\.b).flatMap({ seconds.contains($0) ? $0 : nil }) ?? seconds.first else { return }
        let thirds = thirdOptions(a, b)
        guard let c = value.map(\.c).flatMap({ thirds.contains($0) ? $0 : nil }) ?? thirds.first else { return }
        value = Tuple3(a: a, b: b, c: c)
    }

    /// Chooses in the second list; the third choice is kept when still offered.
    public func selectSecond(_ b: B) {
        guard let a = value?.a ?? firstOptions().first else { return }
        let thirds = thirdOptions(a, b)
        guard let c = value.map(\.c).flatMap({ thirds.contains($0) ? $0 : nil }) ?? thirds.first else { return }
        value = Tuple3(a: a, b: b, c: c)
    }

    /// Chooses in the third list.
    public func selectThird(_ c: C) {
        guard let value else { return }
        self.value = Tuple3(a: value.a, b: value.b, c: c)
    }

    public override func inputErrors() -> [ValidationError] {
        guard let value else { return [] }
        guard firstOptions().contains(value.a), secondOptions(value.a).contains(value.b),
              thirdOptions(value.a, value.b).contains(value.c) else {
            return [ValidationError(msg: "Choose one of the listed options.", ruleID: "option")]
        }
        return []
    }
}
