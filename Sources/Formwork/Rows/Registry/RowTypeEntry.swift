/// The kinds of model property a row type can show, for ``Form/init(model:rowTypes:)``.
public struct ModelFit: OptionSet, Sendable, Hashable {
    /// The kinds as bits.
    public let rawValue: Int
    /// Kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `String` properties.
    public static let string = ModelFit(rawValue: 1 << 0)
    /// `URL` properties.
    public static let url = ModelFit(rawValue: 1 << 1)
    /// Integer properties.
    public static let integer = ModelFit(rawValue: 1 << 2)
    /// `Double`, `Float` and `Decimal` properties.
    public static let decimal = ModelFit(rawValue: 1 << 3)
    /// `Bool` properties.
    public static let bool = ModelFit(rawValue: 1 << 4)
    /// `Date` properties.
    public static let date = ModelFit(rawValue: 1 << 5)
    /// Properties of a `CaseIterable` enum, whose cases become the options (and
    /// `String` properties given options).
    public static let choice = ModelFit(rawValue: 1 << 6)
    /// `Set`s of a `CaseIterable` enum.
    public static let choiceSet = ModelFit(rawValue: 1 << 7)
}

/// Makes the rows of a family generic over the type of their options (`PushRow<T>`),
/// for whatever type a schema's options or a model's enum call for.
public protocol OptionRowMaker: Sendable {
    /// An empty row whose options and value are of type `T`.
    func makeRow<T: Hashable>(holding type: T.Type) -> BaseRow
}

/// One row type as the registry knows it: how schemas and model descriptions name
/// it, what it holds and how it asks to be shown, which model properties it fits,
/// and how to make one.
///
/// Entries come from ``RowTypeRegistry/register(_:as:fits:defaultFor:)``; what they
/// say of kind and presentation is read from the row type itself.
public struct RowTypeEntry: Sendable {
    /// The registered name: a schema row's `type`.
    public let name: RowTypeName
    /// What rows of this type hold; front ends pick a presenter by it.
    public let kind: RowKind
    /// How rows of this type ask to be shown.
    public let presentation: RowPresentation
    /// The model properties rows of this type can show.
    public let modelFit: ModelFit
    /// Whether rows of this type hold a value people enter, and so need a tag in a
    /// schema (labels and buttons do not).
    public let holdsValue: Bool
    /// For a family generic over its options: the schema setting whose JSON type
    /// (strings, whole numbers, numbers) picks the type of the options.
    public let optionTypeSetting: String?
    /// The schema settings rows of this type read.
    public let settingNames: [String]

    enum Maker: Sendable {
        case plain(@Sendable () -> BaseRow)
        case options(any OptionRowMaker)
    }

    let maker: Maker
    /// The class of a plain row type, to know its rows.
    let rowClass: ObjectIdentifier?

    init(name: RowTypeName, maker: Maker, modelFit: ModelFit, optionTypeSetting: String?) {
        self.name = name
        self.maker = maker
        self.modelFit = modelFit
        self.optionTypeSetting = optionTypeSetting
        let prototype: BaseRow
        switch maker {
        case .plain(let make): prototype = make()
        case .options(let family): prototype = family.makeRow(holding: String.self)
        }
        kind = prototype.kind
        presentation = prototype.presentation
        holdsValue = !prototype.isReadOnly
        if case .plain = maker { rowClass = ObjectIdentifier(type(of: prototype)) } else { rowClass = nil }
        // Which settings it reads: ask an empty set of settings and record the names.
        var probe = SchemaRowSettings(typeName: name)
        probe.askedNames = []
        prototype.readSchemaSettings(&probe)
        settingNames = probe.askedNames ?? []
    }

    /// Whether rows are made for a type of options (``makeRow(holding:)``).
    public var isGenericOverOptions: Bool {
        if case .options = maker { return true }
        return false
    }

    /// An empty row of this type; a family generic over its options holds strings.
    public func makeRow() -> BaseRow {
        switch maker {
        case .plain(let make): return make()
        case .options(let family): return family.makeRow(holding: String.self)
        }
    }

    /// An empty row of this type whose options are of type `T`; nil for a type that
    /// is not generic over its options.
    public func makeRow<T: Hashable>(holding type: T.Type) -> BaseRow? {
        guard case .options(let family) = maker else { return nil }
        return family.makeRow(holding: type)
    }
}
