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

    /// Where the row's two lists come from and how options are titled; nil for
    /// each, the row's default.
    struct Settings: RowKindSettings {
        var firstOptions: SharedClosure<() -> [A]>?
        var secondOptions: SharedClosure<(A) -> [B]>?
        var optionTitle: SharedClosure<(Any) -> String>?
    }


    /// The options of the first list.
    public var firstOptions: () -> [A] {
        get { kindSettings(Settings.self).firstOptions?.function ?? { [] } }
        set { changeKindSettings(Settings.self) { $0.firstOptions = SharedClosure(newValue) } }
    }
    /// The options of the second list for a first choice.
    public var secondOptions: (A) -> [B] {
        get { kindSettings(Settings.self).secondOptions?.function ?? { _ in [] } }
        set { changeKindSettings(Settings.self) { $0.secondOptions = SharedClosure(newValue) } }
    }
    /// The text shown for an option of any list; its description by default.
    public var optionTitle: (Any) -> String {
        get { kindSettings(Settings.self).optionTitle?.function ?? { String(describing: $0) } }
        set { changeKindSettings(Settings.self) { $0.optionTitle = SharedClosure(newValue) } }
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    // MARK: Schemas

    /// Reads `cascade`: an object of lists, `{"France": ["Paris", "Lyon"]}`.
    public override func readSchemaSettings(_ settings: inout SchemaRowSettings) {
        super.readSchemaSettings(&settings)
        guard let tree = CascadeSchema.tree(&settings) else { return }
        var firsts: [A] = [], seconds: [[B]] = []
        for (key, value) in tree {
            let path = "cascade.\(key)"
            guard let a = CascadeSchema.option(key, A.self, path: path, &settings),
                  let list = CascadeSchema.list(value, B.self, path: path, &settings) else { continue }
            firsts.append(a)
            seconds.append(list)
        }
        firstOptions = { firsts }
        secondOptions = { a in firsts.firstIndex(of: a).map { seconds[$0] } ?? [] }
    }

    /// Writes `cascade`.
    public override func writeSchemaSettings(_ settings: inout SchemaRowSettings) {
        super.writeSchemaSettings(&settings)
        var tree: [String: JSONValue] = [:]
        for a in firstOptions() { tree["\(a)"] = CascadeSchema.json(secondOptions(a)) }
        settings["cascade"] = .object(tree)
    }

    /// Takes a list of two strings, one choice per list.
    public override func setSchemaValue(_ json: JSONValue) -> String? {
        guard let choices = CascadeSchema.choices(json, count: 2),
              let a = ValueConversion.convert(choices[0], to: A.self),
              let b = ValueConversion.convert(choices[1], to: B.self) else { return CascadeSchema.choicesMessage(2) }
        value = Tuple(a: a, b: b)
        return nil
    }

    /// The two choices as a list of strings.
    public override var schemaValue: JSONValue? {
        value.map { CascadeSchema.json(["\($0.a)", "\($0.b)"]) }
    }

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

    /// One key per list, in order; nothing sent clears the choice. Keys that name no
    /// option offered for the choices before them are rejected and the choice kept.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        let keys = input.values
        if keys.isEmpty || keys.allSatisfy(\.isEmpty) {
            value = nil
            return .accepted(nil)
        }
        guard keys.count == 2, let a = OptionKeys.option(forKey: keys[0], in: firstOptions()),
              let b = OptionKeys.option(forKey: keys[1], in: secondOptions(a)) else {
            return rejectInput(RowInputError(.listedOption))
        }
        value = Tuple(a: a, b: b)
        return .accepted(value)
    }

    /// Two lists for front ends: the first options, and the second options offered
    /// for the first choice (empty before one is made).
    public override var optionLists: [RowOptionList] {
        let a = value?.a ?? firstOptions().first
        return [OptionKeys.list(firstOptions(), selected: value?.a, title: optionTitle),
                OptionKeys.list(a.map(secondOptions) ?? [], selected: value?.b, title: optionTitle)]
    }

    /// The first options, each with the second options it offers.
    public override func optionCascade(limit: Int) -> [RowOptionCascade]? {
        let firsts = firstOptions()
        var count = firsts.count
        guard count <= limit else { return nil }
        let options = OptionKeys.list(firsts, selected: nil, title: optionTitle).options
        var tree: [RowOptionCascade] = []
        tree.reserveCapacity(firsts.count)
        for (a, option) in zip(firsts, options) {
            let seconds = secondOptions(a)
            count += seconds.count
            guard count <= limit else { return nil }
            tree.append(RowOptionCascade(option, next: RowOptionCascade.leaves(OptionKeys.list(seconds, selected: nil, title: optionTitle))))
        }
        return tree
    }

    /// Chooses in list 0 (``selectFirst(_:)``) or list 1 (``selectSecond(_:)``).
    public override func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        switch list {
        case 0:
            guard let a = OptionKeys.option(forKey: key, in: firstOptions()) else { throw unknownKey(key, list) }
            withChangeCause(.input) { selectFirst(a) }
        case 1:
            guard let a = value?.a ?? firstOptions().first,
                  let b = OptionKeys.option(forKey: key, in: secondOptions(a)) else { throw unknownKey(key, list) }
            withChangeCause(.input) { selectSecond(b) }
        default:
            throw unknownKey(key, list)
        }
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

    /// Where the row's three lists come from and how options are titled; nil for
    /// each, the row's default.
    struct Settings: RowKindSettings {
        var firstOptions: SharedClosure<() -> [A]>?
        var secondOptions: SharedClosure<(A) -> [B]>?
        var thirdOptions: SharedClosure<(A, B) -> [C]>?
        var optionTitle: SharedClosure<(Any) -> String>?
    }


    /// The options of the first list.
    public var firstOptions: () -> [A] {
        get { kindSettings(Settings.self).firstOptions?.function ?? { [] } }
        set { changeKindSettings(Settings.self) { $0.firstOptions = SharedClosure(newValue) } }
    }
    /// The options of the second list for a first choice.
    public var secondOptions: (A) -> [B] {
        get { kindSettings(Settings.self).secondOptions?.function ?? { _ in [] } }
        set { changeKindSettings(Settings.self) { $0.secondOptions = SharedClosure(newValue) } }
    }
    /// The options of the third list for the first two choices.
    public var thirdOptions: (A, B) -> [C] {
        get { kindSettings(Settings.self).thirdOptions?.function ?? { _, _ in [] } }
        set { changeKindSettings(Settings.self) { $0.thirdOptions = SharedClosure(newValue) } }
    }
    /// The text shown for an option of any list; its description by default.
    public var optionTitle: (Any) -> String {
        get { kindSettings(Settings.self).optionTitle?.function ?? { String(describing: $0) } }
        set { changeKindSettings(Settings.self) { $0.optionTitle = SharedClosure(newValue) } }
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    // MARK: Schemas

    /// Reads `cascade`: an object of objects of lists,
    /// `{"France": {"Normandy": ["Rouen", "Caen"]}}`.
    public override func readSchemaSettings(_ settings: inout SchemaRowSettings) {
        super.readSchemaSettings(&settings)
        guard let tree = CascadeSchema.tree(&settings) else { return }
        var firsts: [A] = [], seconds: [[B]] = [], thirds: [[[C]]] = []
        for (key, value) in tree {
            let path = "cascade.\(key)"
            guard let a = CascadeSchema.option(key, A.self, path: path, &settings),
                  let level = CascadeSchema.level(value, path: path, &settings) else { continue }
            var bs: [B] = [], cs: [[C]] = []
            for (second, list) in level {
                let path = "\(path).\(second)"
                guard let b = CascadeSchema.option(second, B.self, path: path, &settings),
                      let items = CascadeSchema.list(list, C.self, path: path, &settings) else { continue }
                bs.append(b)
                cs.append(items)
            }
            firsts.append(a)
            seconds.append(bs)
            thirds.append(cs)
        }
        firstOptions = { firsts }
        secondOptions = { a in firsts.firstIndex(of: a).map { seconds[$0] } ?? [] }
        thirdOptions = { a, b in
            guard let i = firsts.firstIndex(of: a), let j = seconds[i].firstIndex(of: b) else { return [] }
            return thirds[i][j]
        }
    }

    /// Writes `cascade`.
    public override func writeSchemaSettings(_ settings: inout SchemaRowSettings) {
        super.writeSchemaSettings(&settings)
        var tree: [String: JSONValue] = [:]
        for a in firstOptions() {
            var level: [String: JSONValue] = [:]
            for b in secondOptions(a) { level["\(b)"] = CascadeSchema.json(thirdOptions(a, b)) }
            tree["\(a)"] = .object(level)
        }
        settings["cascade"] = .object(tree)
    }

    /// Takes a list of three strings, one choice per list.
    public override func setSchemaValue(_ json: JSONValue) -> String? {
        guard let choices = CascadeSchema.choices(json, count: 3),
              let a = ValueConversion.convert(choices[0], to: A.self),
              let b = ValueConversion.convert(choices[1], to: B.self),
              let c = ValueConversion.convert(choices[2], to: C.self) else { return CascadeSchema.choicesMessage(3) }
        value = Tuple3(a: a, b: b, c: c)
        return nil
    }

    /// The three choices as a list of strings.
    public override var schemaValue: JSONValue? {
        value.map { CascadeSchema.json(["\($0.a)", "\($0.b)", "\($0.c)"]) }
    }

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

    /// One key per list, in order; nothing sent clears the choice. Keys that name no
    /// option offered for the choices before them are rejected and the choice kept.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        let keys = input.values
        if keys.isEmpty || keys.allSatisfy(\.isEmpty) {
            value = nil
            return .accepted(nil)
        }
        guard keys.count == 3, let a = OptionKeys.option(forKey: keys[0], in: firstOptions()),
              let b = OptionKeys.option(forKey: keys[1], in: secondOptions(a)),
              let c = OptionKeys.option(forKey: keys[2], in: thirdOptions(a, b)) else {
            return rejectInput(RowInputError(.listedOption))
        }
        value = Tuple3(a: a, b: b, c: c)
        return .accepted(value)
    }

    /// Three lists for front ends: each column's options for the choices before it.
    public override var optionLists: [RowOptionList] {
        let a = value?.a ?? firstOptions().first
        let seconds = a.map(secondOptions) ?? []
        let b = value?.b ?? seconds.first
        let thirds = a.flatMap { a in b.map { thirdOptions(a, $0) } } ?? []
        return [OptionKeys.list(firstOptions(), selected: value?.a, title: optionTitle),
                OptionKeys.list(seconds, selected: value?.b, title: optionTitle),
                OptionKeys.list(thirds, selected: value?.c, title: optionTitle)]
    }

    /// The first options, each with the second options it offers, each with the
    /// third options they offer.
    public override func optionCascade(limit: Int) -> [RowOptionCascade]? {
        let firsts = firstOptions()
        var count = firsts.count
        guard count <= limit else { return nil }
        var tree: [RowOptionCascade] = []
        for (a, first) in zip(firsts, OptionKeys.list(firsts, selected: nil, title: optionTitle).options) {
            let seconds = secondOptions(a)
            count += seconds.count
            guard count <= limit else { return nil }
            var next: [RowOptionCascade] = []
            for (b, second) in zip(seconds, OptionKeys.list(seconds, selected: nil, title: optionTitle).options) {
                let thirds = thirdOptions(a, b)
                count += thirds.count
                guard count <= limit else { return nil }
                next.append(RowOptionCascade(second, next: RowOptionCascade.leaves(OptionKeys.list(thirds, selected: nil, title: optionTitle))))
            }
            tree.append(RowOptionCascade(first, next: next))
        }
        return tree
    }

    /// Chooses in list 0, 1 or 2 (``selectFirst(_:)``, ``selectSecond(_:)``,
    /// ``selectThird(_:)``).
    public override func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        switch list {
        case 0:
            guard let a = OptionKeys.option(forKey: key, in: firstOptions()) else { throw unknownKey(key, list) }
            withChangeCause(.input) { selectFirst(a) }
        case 1:
            guard let a = value?.a ?? firstOptions().first,
                  let b = OptionKeys.option(forKey: key, in: secondOptions(a)) else { throw unknownKey(key, list) }
            withChangeCause(.input) { selectSecond(b) }
        case 2:
            guard let value, let c = OptionKeys.option(forKey: key, in: thirdOptions(value.a, value.b)) else {
                throw unknownKey(key, list)
            }
            withChangeCause(.input) { selectThird(c) }
        default:
            throw unknownKey(key, list)
        }
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
