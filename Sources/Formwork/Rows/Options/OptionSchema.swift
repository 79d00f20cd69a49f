/// Options as schemas write them, shared by the rows that choose among options.
enum OptionSchema {
    /// Takes the `options` setting as options of type `T`; a list that does not fit
    /// is reported.
    static func options<T>(_ type: T.Type, _ settings: inout SchemaRowSettings) -> [T]? {
        guard let json = settings.json("options") else { return nil }
        guard case .array(let items) = json else {
            settings.report("options", "expected an array, found \(json.typeName)")
            return nil
        }
        guard let converted = convertOptions(items.compactMap(\.anyValue), to: T.self), converted.count == items.count else {
            settings.report("options", "the options do not fit a \(settings.typeName) row")
            return nil
        }
        return converted
    }

    /// Options as a JSON list; nil when there are none, or one has no JSON form.
    static func json<T>(_ options: [T]?) -> JSONValue? {
        guard let options else { return nil }
        var items: [JSONValue] = []
        for option in options {
            guard let item = JSONValue(any: option) else { return nil }
            items.append(item)
        }
        return .array(items)
    }
}

/// The rows that choose among a list of options with a selector title (one option or
/// several): how they read and write those in schemas and models, written once.
protocol OptionListRow: BaseRow {
    associatedtype Option
    var options: [Option]? { get set }
    var selectorTitle: String? { get set }
}

extension OptionListRow {
    /// The declarations of `options` (their JSON picks the type of the options) and
    /// `selectorTitle`, shared by the rows that choose among options.
    static var optionListDeclarations: [RowSettingDeclaration] {
        [
            .setting("options", \Self.options, "The options to choose from, all strings or all numbers.",
                     expected: "an array of options, all strings or all numbers", example: .array([.string("Red"), .string("Green")]),
                     encode: { _, options in OptionSchema.json(options) },
                     decode: { _, json in
                         guard case .array(let items) = json,
                               let converted = convertOptions(items.compactMap(\.anyValue), to: Option.self),
                               converted.count == items.count else { return nil }
                         return .some(converted)
                     }),
            .setting("selectorTitle", \Self.selectorTitle, "The title of the list the options are chosen from.",
                     as: .text, example: "Pick one"),
        ]
    }

    /// Sets the options from untyped values; false when one does not convert.
    func setOptionsConverting(_ untyped: [Any]) -> Bool {
        guard let converted = convertOptions(untyped, to: Option.self) else { return false }
        options = converted
        return true
    }
}

extension OptionsRow: OptionListRow {}
extension MultipleSelectorRow: OptionListRow {}
