/// Reads a model's values into a flat dictionary keyed by tag (`address.street`),
/// keeping their Swift types (enum cases stay enum cases, dates stay dates).
final class ModelValueEncoder {
    var values: [String: Any?] = [:]

    static func values<T: Encodable>(of model: T) throws -> [String: Any?] {
        let encoder = ModelValueEncoder()
        try model.encode(to: ValueCollectingEncoder(path: [], sink: encoder))
        return encoder.values
    }
}

struct ValueCollectingEncoder: Encoder {
    let path: [String]
    let sink: ModelValueEncoder
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ValueCollectingContainer<Key>(path: path, sink: sink))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingUnkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingSingleValueContainer() }
}

struct ValueCollectingContainer<Key: CodingKey>: GenericKeyedEncodingContainer {
    let path: [String]
    let sink: ModelValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        sink.values.updateValue(nil, forKey: (path + [key.stringValue]).joined(separator: "."))
    }

    mutating func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws {
        let fieldPath = path + [key.stringValue]
        if case .nested = ModelTypes.classify(T.self) {
            try value.encode(to: ValueCollectingEncoder(path: fieldPath, sink: sink))
        } else {
            sink.values.updateValue(value, forKey: fieldPath.joined(separator: "."))
        }
    }

    mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
        KeyedEncodingContainer(ValueCollectingContainer<N>(path: path + [key.stringValue], sink: sink))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { DiscardingUnkeyedContainer() }
    mutating func superEncoder() -> any Encoder { ValueCollectingEncoder(path: path, sink: sink) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueCollectingEncoder(path: path + [key.stringValue], sink: sink) }
}

/// Containers for shapes a form has no rows for; what they receive is not shown.
struct DiscardingUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type) -> KeyedEncodingContainer<N> {
        KeyedEncodingContainer(ValueCollectingContainer<N>(path: [], sink: ModelValueEncoder()))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { ValueCollectingEncoder(path: [], sink: ModelValueEncoder()) }
}

struct DiscardingSingleValueContainer: SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
}
