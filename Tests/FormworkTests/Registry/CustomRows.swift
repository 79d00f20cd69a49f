import Foundation
import Formwork
import Testing

// Two custom rows written as a user of Formwork would, outside the module: the
// week-day picker of Eureka's example app, and the "string length" row of a blog
// post on custom Eureka rows (a text field with a limit and a bar showing how much
// of it is used).

enum WeekDay: String, CaseIterable, Codable, Hashable, Sendable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// Three letters: the key front ends send back.
    var key: String { String(rawValue.prefix(3)) }
    var title: String { key.capitalized }

    /// A day a week may start on, in a schema: `"sunday"` or `"monday"`.
    static let firstDays = SettingCoding<WeekDay>(
        expected: "\"sunday\" or \"monday\"",
        encode: { .string($0.rawValue) },
        decode: { json in
            guard case .string(let name) = json else { return nil }
            return WeekDay(rawValue: name)
        },
        check: { $0 == .sunday || $0 == .monday ? nil : "must be sunday or monday" })
}

/// Seven toggles, one per day; the value is the set of days chosen.
final class WeekDayRow: Row<Set<WeekDay>> {
    /// Front ends that know nothing of this row show a list of choices.
    override var kind: RowKind { .multipleOptions }
    override var presentation: RowPresentation { .segmented }

    /// The day the week starts on: Sunday or Monday. Declared in its one line: a
    /// schema reads and writes it, the registry names it.
    @RowSetting("firstDay", "The day the week starts on.", as: WeekDay.firstDays, example: .monday)
    var firstDay: WeekDay = .sunday

    required init(tag: String?) { super.init(tag: tag) }

    var days: [WeekDay] {
        let all = WeekDay.allCases
        let start = all.firstIndex(of: firstDay) ?? 0
        return Array(all[start...] + all[..<start])
    }

    override var optionLists: [RowOptionList] {
        [RowOptionList(options: days.map { RowOption(key: $0.key, title: $0.title, isSelected: value?.contains($0) ?? false) },
                       allowsMultipleSelection: true, title: title)]
    }

    private func day(forKey key: String) -> WeekDay? { WeekDay.allCases.first { $0.key == key } }

    override func applyInput(_ input: RowInput) -> RowInputResult {
        var chosen: Set<WeekDay> = []
        for key in input.values where !key.isEmpty {
            guard let day = day(forKey: key) else { return rejectInput(message: "\"\(key)\" is not a day of the week") }
            chosen.insert(day)
        }
        value = chosen.isEmpty ? nil : chosen
        return .accepted(value)
    }

    override func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        guard list == 0, let day = day(forKey: key) else {
            throw UnknownOptionKey(key: key, list: list, identifier: identifier)
        }
        value = (value ?? []).union([day])
    }

    override func deselectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        guard list == 0, let day = day(forKey: key) else {
            throw UnknownOptionKey(key: key, list: list, identifier: identifier)
        }
        let left = (value ?? []).subtracting([day])
        value = left.isEmpty ? nil : left
    }

    override func displayString(for value: Set<WeekDay>) -> String {
        days.filter(value.contains).map(\.title).joined(separator: ", ")
    }

    override func setSchemaValue(_ json: JSONValue) -> String? {
        guard case .array(let items) = json else { return "expected a list of days" }
        var chosen: Set<WeekDay> = []
        for item in items {
            guard case .string(let name) = item, let day = WeekDay(rawValue: name) else { return "\(item) is not a day of the week" }
            chosen.insert(day)
        }
        value = chosen
        return nil
    }

    override var schemaValue: JSONValue? {
        value.map { chosen in .array(days.filter(chosen.contains).map { .string($0.rawValue) }) }
    }
}

/// A text field with a limit, and how much of it is used, for a bar under the field.
final class StringLengthRow: StringFieldRow {
    /// The most characters the text may have.
    @RowSetting var maxLength = 140

    required init(tag: String?) { super.init(tag: tag) }

    /// How much of the limit the text uses, from 0 to 1 (more when over it).
    var used: Double { Double(value?.count ?? 0) / Double(maxLength) }

    /// Text over the limit is kept, as typed, and is an error next to the field.
    override func ruleErrors() -> [ValidationError] {
        var errors = super.ruleErrors()
        if let value, value.count > maxLength {
            errors.append(ValidationError(msg: "At most \(maxLength) characters (\(value.count) now)", ruleID: "stringLength"))
        }
        return errors
    }

    /// Declared once: schemas read and write it, templates carry it, the registry
    /// names it.
    override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("maxLength", \StringLengthRow.maxLength, "The most characters the text may have.",
                     as: .wholeNumber(in: 1...Int.max), example: 12),
        ]
    }
}

/// The README's and the docs' one-line setting, compiled as written.
final class StarRatingRow: Row<Int>, RowType {
    @RowSetting("stars", "How many stars there are to choose from.", as: .wholeNumber(in: 1...10), example: 7) var stars = 5
}

extension RowTypeName {
    static let weekDays: RowTypeName = "weekDays"
    static let stringLength: RowTypeName = "stringLength"
}

/// The built-in rows and the custom ones, as a program would register them when
/// it starts.
enum CustomRows {
    static let registry: RowTypeRegistry = {
        var registry = RowTypeRegistry.builtIn
        registry.register(WeekDayRow.self, as: .weekDays, defaultFor: [Set<WeekDay>.self])
        registry.register(StringLengthRow.self, as: .stringLength, fits: .string)
        return registry
    }()
}

/// Runs each test of a suite with a registry as ``RowTypeRegistry/current``, as a
/// program that sets it once for the code it runs.
struct RowTypesTrait: SuiteTrait, TestTrait, TestScoping {
    let registry: RowTypeRegistry
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await RowTypeRegistry.$current.withValue(registry) { try await function() }
    }
}

extension SuiteTrait where Self == RowTypesTrait {
    /// Runs the tests with `registry` as the current registry.
    static func rowTypes(_ registry: RowTypeRegistry) -> Self { RowTypesTrait(registry: registry) }
}
