import Foundation

/// A single value a row can hold, as found in a model.
enum ModelLeaf {
    case string
    case integer
    case decimal
    case bool
    case date
    case url
    case choice(ModelChoice)

    var typeName: String {
        switch self {
        case .string: return "String"
        case .integer: return "Int"
        case .decimal: return "Double"
        case .bool: return "Bool"
        case .date: return "Date"
        case .url: return "URL"
        case .choice(let c): return c.typeName
        }
    }

    /// What a row type must fit to show the leaf.
    var fit: ModelFit {
        switch self {
        case .string: return .string
        case .integer: return .integer
        case .decimal: return .decimal
        case .bool: return .bool
        case .date: return .date
        case .url: return .url
        case .choice: return .choice
        }
    }
}

/// What a model property becomes.
enum ModelFieldKind {
    /// One row.
    case leaf(ModelLeaf)
    /// A `Set` of enum cases: a multiple selector.
    case choiceSet(ModelChoice)
    /// A `Set` of other values: a multiple selector of the options its description
    /// gives (FXForms' collection with options); without options it cannot be shown.
    case leafSet(ModelLeaf)
    /// An array: a multivalued section of rows of the element's kind.
    case list(ModelLeaf)
    /// A nested model: a section of its own, or a subform.
    case nested
    /// A type a registered row type is the default row for.
    case custom(RowTypeName, typeName: String)
    /// A type Formwork cannot show; the name explains which.
    case unsupported(String)
}

/// A `CaseIterable` enum used as options, with row factories made where its type is known.
struct ModelChoice {
    let typeName: String
    let cases: [Any]
    /// Makes a row of a family generic over its options, with the enum's cases as
    /// options; nil for a row type that is not such a family.
    let makeRow: (RowTypeEntry) -> BaseRow?

    static func make<E: CaseIterable & Hashable>(_ type: E.Type) -> ModelChoice {
        let all = Array(E.allCases)
        return ModelChoice(
            typeName: String(describing: E.self),
            cases: all,
            makeRow: { entry in
                guard let row = entry.makeRow(holding: E.self) else { return nil }
                _ = row.setUntypedOptions(all)
                row.setUntypedOptionTitle(ModelChoice.title(of:))
                return row
            })
    }

    /// An enum case as a title: its raw value or name in Title Case.
    static func title(of value: Any) -> String {
        if let raw = value as? any RawRepresentable, let text = raw.rawValue as? String {
            return TitleCase.title(fromKey: text)
        }
        return TitleCase.title(fromKey: String(describing: value))
    }
}

/// Arrays and sets announce their element kind; dictionaries announce themselves.
protocol ModelArrayType {
    static var elementKind: ModelFieldKind { get }
    /// An array of the element type from untyped values; nil when one does not convert.
    static func make(from values: [Any]) -> Any?
}

protocol ModelSetType {
    static var elementKind: ModelFieldKind { get }
}

protocol ModelDictionaryType {}

extension Array: ModelArrayType {
    static var elementKind: ModelFieldKind { ModelTypes.classify(Element.self) }
    static func make(from values: [Any]) -> Any? {
        var result: [Element] = []
        for value in values {
            guard let converted = ValueConversion.convert(value, to: Element.self) else { return nil }
            result.append(converted)
        }
        return result
    }
}

extension Set: ModelSetType {
    static var elementKind: ModelFieldKind { ModelTypes.classify(Element.self) }
}

extension Dictionary: ModelDictionaryType {}

enum ModelTypes {
    /// Classifies a property type. Types not listed here are taken to be nested
    /// models; decoding them finds out whether they really are. A type registered
    /// as the default of a row type in ``RowTypeRegistry/current`` (which the form
    /// being built sets) is that row type's.
    static func classify<T>(_ type: T.Type) -> ModelFieldKind {
        if let entry = RowTypeRegistry.current.entry(forModelType: type) {
            return .custom(entry.name, typeName: String(describing: T.self))
        }
        switch type {
        case is String.Type, is Substring.Type: return .leaf(.string)
        case is Bool.Type: return .leaf(.bool)
        case is Double.Type, is Float.Type, is Decimal.Type: return .leaf(.decimal)
        case is any FixedWidthInteger.Type: return .leaf(.integer)
        case is Date.Type: return .leaf(.date)
        case is URL.Type: return .leaf(.url)
        case let choice as any (CaseIterable & Hashable).Type: return .leaf(.choice(ModelChoice.make(choice)))
        // An option set of bits (FXForms' bitfield) is its whole number; a description
        // with options draws it as a choice of several (``FieldDescription/bitfield(_:)``).
        case let options as any OptionSet.Type where ModelBits.isWholeNumber(options): return .leaf(.integer)
        case let set as any ModelSetType.Type:
            if case .leaf(.choice(let c)) = set.elementKind { return .choiceSet(c) }
            if case .leaf(let leaf) = set.elementKind { return .leafSet(leaf) }
            return .unsupported("\(T.self) (only sets of values can be shown)")
        case let array as any ModelArrayType.Type:
            if case .leaf(let leaf) = array.elementKind { return .list(leaf) }
            return .unsupported("\(T.self) (arrays of nested models or collections cannot be shown)")
        case is any ModelDictionaryType.Type: return .unsupported("\(T.self)")
        case is Data.Type, is UUID.Type: return .unsupported("\(T.self)")
        default: return .nested
        }
    }

    /// A stand-in value of a leaf or collection type, for discovering fields and for
    /// keeping decoding going after a missing value.
    static func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
        switch classify(type) {
        case .leaf(let leaf):
            let value: Any
            switch leaf {
            case .string: value = ""
            case .integer: value = ValueConversion.convert(0, to: type) as Any
            case .decimal: value = ValueConversion.convert(0.0, to: type) ?? (Decimal(0) as Any)
            case .bool: value = false
            case .date: value = Date(timeIntervalSince1970: 0)
            case .url: value = URL(string: "about:blank")!
            case .choice(let c):
                guard let first = c.cases.first else { throw ModelDiscoveryError.emptyEnum(c.typeName) }
                value = first
            }
            guard let typed = value as? T else { throw ModelDiscoveryError.unsupported("\(T.self)") }
            return typed
        case .choiceSet, .leafSet, .list:
            return try T(from: EmptyCollectionDecoder())
        case .custom(_, let name):
            guard let stand = try? T(from: StandInDecoder()) else { throw ModelDiscoveryError.unsupported(name) }
            return stand
        case .nested, .unsupported:
            throw ModelDiscoveryError.unsupported("\(T.self)")
        }
    }
}

/// Internal signals while walking a model's `Codable` conformance.
enum ModelDiscoveryError: Error {
    case unsupported(String)
    case emptyEnum(String)
    case customContainer
}

/// A decoder that yields empty collections, to make placeholder arrays and sets.
struct EmptyCollectionDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw ModelDiscoveryError.customContainer
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { EmptyUnkeyedContainer() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw ModelDiscoveryError.customContainer }
}

struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }
    mutating func decodeNil() throws -> Bool { true }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw ModelDiscoveryError.customContainer }
    mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) throws -> KeyedDecodingContainer<N> {
        throw ModelDiscoveryError.customContainer
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { EmptyCollectionDecoder() }
}

/// Whole numbers whose bits are options: FXForms' bitfields.
enum ModelBits {
    /// Whether an option set's raw value is a whole number.
    static func isWholeNumber<O: OptionSet>(_ type: O.Type) -> Bool {
        O.RawValue.self is any FixedWidthInteger.Type
    }

    /// An option set's raw value.
    static func rawValue<O: OptionSet>(of options: O) -> Any { options.rawValue }

    /// The bits of `number` at the positions of `count` options, as option values.
    static func chosen(in number: Int, count: Int) -> [Any] {
        (0..<min(count, Int.bitWidth - 1)).filter { number & (1 << $0) != 0 }.map { 1 << $0 }
    }
}
