/// The choices of a row whose value type lists its own cases: a `CaseIterable`
/// type is one choice among its cases, a `Set` of one is several. A custom row
/// of such a type (Eureka's `WeekDayRow`, a `Row<Set<WeekDay>>`) offers its cases
/// to every front end without code of its own.
struct CaseChoices {
    /// Every case, in `allCases` order.
    let cases: [Any]
    /// Each case's option key: its raw value when it has a text or whole-number one,
    /// its name otherwise.
    let keys: [String]
    /// Each case's title: its raw value or name in Title Case.
    let titles: [String]
    /// Whether the value is a set of cases.
    let isMultiple: Bool
    /// Whether the case at an index is in a value of the row's type.
    let isChosen: (Int, Any?) -> Bool
    /// The value of the row's type holding the cases at these indexes; nil for none.
    let value: ([Int]) -> Any?

    /// The cases `type` lists; nil for a type that lists none. Looked up by the
    /// runtime, so only for value types that the common ones did not match.
    static func of(_ type: Any.Type) -> CaseChoices? {
        if let single = type as? any (CaseIterable & Equatable).Type { return single.caseChoices }
        if let set = type as? any CaseSet.Type { return set.caseChoices }
        return nil
    }

    /// The option key of a case.
    static func key(of value: Any) -> String {
        if let raw = value as? any RawRepresentable {
            if let text = raw.rawValue as? String { return text }
            if let number = raw.rawValue as? Int { return String(number) }
        }
        return String(describing: value)
    }

    /// The index of the case with `key`.
    func index(ofKey key: String) -> Int? { keys.firstIndex(of: key) }

    /// The cases as one option list, those in `value` chosen.
    func optionList(value: Any?, title: String?) -> RowOptionList {
        let options = cases.indices.map { i in
            RowOption(key: keys[i], title: titles[i], isSelected: isChosen(i, value), conditionValue: .string(keys[i]))
        }
        return RowOptionList(options: options, allowsMultipleSelection: isMultiple, title: title)
    }

    /// The value of the row's type that keys name: one key for one case, a list
    /// of them for a set; nil when a key is no case, or for anything else.
    func value(fromKeysIn any: Any) -> Any? {
        let keys: [String]
        if let key = any as? String {
            keys = [key]
        } else if isMultiple, let list = any as? [Any] {
            var texts: [String] = []
            for item in list {
                guard let key = item as? String else { return nil }
                texts.append(key)
            }
            keys = texts
        } else {
            return nil
        }
        var indexes: [Int] = []
        for key in keys {
            guard let index = index(ofKey: key) else { return nil }
            if !indexes.contains(index) { indexes.append(index) }
        }
        guard isMultiple || indexes.count == 1 else { return nil }
        return value(indexes.sorted())
    }

    /// A value of the row's type as JSON: its key, or the list of its keys.
    func json(of value: Any) -> JSONValue {
        let chosen = chosen(in: value).map { JSONValue.string(keys[$0]) }
        if isMultiple { return .array(chosen) }
        return chosen.first ?? .null
    }

    /// The indexes of the cases in `value`.
    func chosen(in value: Any?) -> [Int] {
        cases.indices.filter { isChosen($0, value) }
    }
}

extension CaseIterable where Self: Equatable {
    static var caseChoices: CaseChoices {
        let all = Array(allCases)
        return CaseChoices(
            cases: all, keys: all.map(CaseChoices.key(of:)), titles: all.map(ModelChoice.title(of:)), isMultiple: false,
            isChosen: { index, value in (value as? Self) == all[index] },
            value: { indexes in indexes.first.map { all[$0] } })
    }
}

/// A set whose elements list their cases.
protocol CaseSet {
    static var caseChoices: CaseChoices { get }
}

extension Set: CaseSet where Element: CaseIterable {
    static var caseChoices: CaseChoices {
        let all = Array(Element.allCases)
        return CaseChoices(
            cases: all, keys: all.map(CaseChoices.key(of:)), titles: all.map(ModelChoice.title(of:)), isMultiple: true,
            isChosen: { index, value in (value as? Set<Element>)?.contains(all[index]) ?? false },
            value: { indexes in indexes.isEmpty ? nil : Set(indexes.map { all[$0] }) })
    }
}
