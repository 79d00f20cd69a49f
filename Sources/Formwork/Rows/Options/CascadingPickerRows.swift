/// The value of a ``DoublePickerRow``: one choice from each of two lists.
public struct Tuple<A: Equatable, B: Equatable>: Equatable, PredicateValueConvertible, CustomStringConvertible {
    /// The choice from the first list.
    public var a: A
    /// The choice from the second list.
    public var b: B
    /// A pair of choices.
    ///
    /// - Parameters:
    ///   - a: the choice from the first list.
    ///   - b: the choice from the second list.
    public init(a: A, b: B) {
        self.a = a
        self.b = b
    }
    /// Conditions see the pair as a list `{a, b}`.
    public var predicateValue: PredicateValue { .list([PredicateValue(a), PredicateValue(b)]) }
    public var description: String { "\(a), \(b)" }
}

/// The value of a ``TriplePickerRow``: one choice from each of three lists.
public struct Tuple3<A: Equatable, B: Equatable, C: Equatable>: Equatable, PredicateValueConvertible, CustomStringConvertible {
    /// The choice from the first list.
    public var a: A
    /// The choice from the second list.
    public var b: B
    /// The choice from the third list.
    public var c: C
    /// Three choices.
    ///
    /// - Parameters:
    ///   - a: the choice from the first list.
    ///   - b: the choice from the second list.
    ///   - c: the choice from the third list.
    public init(a: A, b: B, c: C) {
        self.a = a
        self.b = b
        self.c = c
    }
    /// Conditions see the three choices as a list `{a, b, c}`.
    public var predicateValue: PredicateValue { .list([PredicateValue(a), PredicateValue(b), PredicateValue(c)]) }
    public var description: String { "\(a), \(b), \(c)" }
}

/// Two cascading lists: the second list's options depend on the first choice
/// (country, then city).
public final class DoublePickerRow<A: Equatable, B: Equatable>: Row<Tuple<A, B>> {
    /// Always ``RowKind/doublePicker``.
    public override var kind: RowKind { .doublePicker }
    /// Always ``RowPresentation/picker``.
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

    /// An error when a choice is not among the options offered for it.
    public override func inputErrors() -> [ValidationError] {
        guard let value else { return [] }
        guard firstOptions().contains(value.a), secondOptions(value.a).contains(value.b) else {
            return [ValidationError(.listedOption, ruleID: "option")]
        }
        return []
    }
}

/// Three cascading lists (country, region, city).
public final class TriplePickerRow<A: Equatable, B: Equatable, C: Equatable>: Row<Tuple3<A, B, C>> {
    /// Always ``RowKind/triplePicker``.
    public override var kind: RowKind { .triplePicker }
    /// Always ``RowPresentation/picker``.
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

    /// An error when a choice is not among the options offered for it.
    public override func inputErrors() -> [ValidationError] {
        guard let value else { return [] }
        guard firstOptions().contains(value.a), secondOptions(value.a).contains(value.b),
              thirdOptions(value.a, value.b).contains(value.c) else {
            return [ValidationError(.listedOption, ruleID: "option")]
        }
        return []
    }
}
