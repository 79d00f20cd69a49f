/// Builds a model from a form's values, finding every missing or invalid field
/// rather than stopping at the first: stand-ins keep decoding going and the
/// problems are collected.
final class ModelValueDecoder {
    /// Values by tag, as `Form.values(includeHidden: true)` gives them.
    let values: [String: Any?]
    /// Tags of rows with a `required` rule: empty text there is missing, not "".
    let requiredTags: Set<String>
    var problems: [(tag: String, message: MessageKey)] = []

    init(values: [String: Any?], requiredTags: Set<String> = []) {
        self.values = values
        self.requiredTags = requiredTags
    }

    /// The value for a tag; `.none` when no row has the tag.
    func lookup(_ tag: String) -> Any?? {
        values[tag]
    }

    /// Whether any field under `prefix` has a value.
    func hasValues(under prefix: String) -> Bool {
        let start = prefix + "."
        return values.contains { $0.key.hasPrefix(start) && !isBlank($0.value) }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: ValueReadingDecoder(path: [], source: self))
    }

    func record(_ tag: String, _ message: MessageKey) {
        problems.append((tag, message))
    }
}

struct ValueReadingDecoder: Decoder {
    let path: [String]
    let source: ModelValueDecoder
    /// Inside an optional nested model that is present: its non-optional fields are
    /// required even though their rows carry no rule (the parent could be absent).
    var strict = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ValueReadingContainer<Key>(path: path, source: source, strict: strict))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ModelDiscoveryError.customContainer }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw ModelDiscoveryError.customContainer }
}

struct ValueReadingContainer<Key: CodingKey>: GenericKeyedDecodingContainer {
    let path: [String]
    let source: ModelValueDecoder
    let strict: Bool
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    private func tag(_ key: Key) -> String { (path + [key.stringValue]).joined(separator: ".") }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let found = source.lookup(tag(key)) else { return true }
        return isBlank(found)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if case .nested = ModelTypes.classify(type) {
            // An optional nested model is present when any of its fields has a value.
            guard source.hasValues(under: tag(key)) else { return nil }
            return try T(from: ValueReadingDecoder(path: path + [key.stringValue], source: source, strict: true))
        }
        if try decodeNil(forKey: key) { return nil }
        return try decodeValue(type, forKey: key)
    }

    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let tag = tag(key)
        let kind = ModelTypes.classify(type)
        switch kind {
        case .nested:
            return try T(from: ValueReadingDecoder(path: path + [key.stringValue], source: source, strict: strict))
        case .list:
            let items = (source.lookup(tag) ?? nil).flatMap { $0 as? [Any?] } ?? []
            let present = items.compactMap { unwrapOptional($0) }.filter { !isBlank($0) }
            if let array = (T.self as? any ModelArrayType.Type)?.make(from: present) as? T { return array }
            source.record(tag, .someValuesNotValid)
            return try ModelTypes.placeholder(type)
        case .choiceSet, .leafSet:
            guard let value = source.lookup(tag) ?? nil, let unwrapped = unwrapOptional(value) else {
                return try ModelTypes.placeholder(type)
            }
            if let set = unwrapped as? T { return set }
            source.record(tag, .listedOptions)
            return try ModelTypes.placeholder(type)
        case .leaf(let leaf):
            guard let value = source.lookup(tag) ?? nil, let unwrapped = unwrapOptional(value), !isBlank(unwrapped) else {
                // Empty text is "" and an untouched switch is off, unless the field is
                // required; other types have no empty value to fall back on.
                let hasRow = source.lookup(tag) != nil
                let emptyIsFine: Bool
                switch leaf {
                case .bool: emptyIsFine = hasRow
                case .string: emptyIsFine = hasRow && !strict && !source.requiredTags.contains(tag)
                default: emptyIsFine = false
                }
                if !emptyIsFine { source.record(tag, .required) }
                return try ModelTypes.placeholder(type)
            }
            if let converted = ValueConversion.convert(unwrapped, to: type) { return converted }
            // A number the property's type cannot hold exactly (300 in a UInt8, 16777217 in a Float).
            let isNumber: Bool
            switch leaf { case .integer, .decimal: isNumber = ValueConversion.double(unwrapped) != nil; default: isNumber = false }
            source.record(tag, isNumber ? .numberNotExact : .notValidHere)
            return try ModelTypes.placeholder(type)
        case .custom:
            guard let value = source.lookup(tag) ?? nil, let unwrapped = unwrapOptional(value), !isBlank(unwrapped) else {
                if source.requiredTags.contains(tag) { source.record(tag, .required) }
                return try ModelTypes.placeholder(type)
            }
            if let converted = unwrapped as? T ?? ValueConversion.convert(unwrapped, to: type) { return converted }
            source.record(tag, .notValidHere)
            return try ModelTypes.placeholder(type)
        case .unsupported(let name):
            // Only excluded properties get here; they keep the model's value.
            guard let kept = (source.lookup(tag) ?? nil).flatMap({ $0 as? T }) else {
                throw ModelFormError.unsupportedType(property: tag, type: name)
            }
            return kept
        }
    }
}
