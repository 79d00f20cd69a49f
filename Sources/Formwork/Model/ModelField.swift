/// A property of a model, found by walking its `Decodable` conformance.
struct ModelField {
    /// The coding key.
    let key: String
    /// Coding keys from the model's root: the row's tag is `path.joined(".")`.
    let path: [String]
    /// Whether the model declares it optional (decoded with `decodeIfPresent`).
    let isOptional: Bool
    let kind: ModelFieldKind
    /// The fields of a nested model.
    var children: [ModelField] = []
    /// The path as a tag (`address.street`).
    let tag: String
    /// The title inferred from the key (`homepageURL` → "Homepage URL"), worked out
    /// once with the type's layout.
    let title: String

    init(key: String, path: [String], isOptional: Bool, kind: ModelFieldKind, children: [ModelField] = []) {
        self.key = key
        self.path = path
        self.isOptional = isOptional
        self.kind = kind
        self.children = children
        tag = path.joined(separator: ".")
        title = TitleCase.title(fromKey: key)
    }
}

/// Walks `init(from:)` with a decoder that records each key asked for, in
/// declaration order, with its type and whether it is optional.
final class ModelFieldCollector {
    var fields: [ModelField] = []
    /// The key whose `decodeNil` was just asked: the next decode of it is optional.
    var optionalTag: String?

    static func fields<T: Decodable>(of type: T.Type) throws(ModelFormError) -> [ModelField] {
        let collector = ModelFieldCollector()
        do {
            _ = try T(from: FieldDiscoveryDecoder(path: [], collector: collector))
        } catch let error as ModelFormError {
            throw error
        } catch {
            throw ModelFormError.notAModel(String(describing: T.self))
        }
        // A model without properties decodes from nothing: an empty form, as in FXForms.
        return collector.fields
    }
}

struct FieldDiscoveryDecoder: Decoder {
    let path: [String]
    let collector: ModelFieldCollector
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FieldDiscoveryContainer<Key>(path: path, collector: collector))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ModelDiscoveryError.customContainer }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw ModelDiscoveryError.customContainer }
}

struct FieldDiscoveryContainer<Key: CodingKey>: GenericKeyedDecodingContainer {
    let path: [String]
    let collector: ModelFieldCollector
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool {
        collector.optionalTag = (path + [key.stringValue]).joined(separator: ".")
        return false
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        _ = try decodeNil(forKey: key)
        return try decodeValue(type, forKey: key)
    }

    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let fieldPath = path + [key.stringValue]
        let tag = fieldPath.joined(separator: ".")
        let isOptional = collector.optionalTag == tag
        collector.optionalTag = nil
        let kind = ModelTypes.classify(type)
        switch kind {
        case .unsupported(let name):
            // Recorded rather than refused: the description may exclude it. A stand-in
            // value keeps the walk going.
            guard let stand = try? T(from: StandInDecoder()) else {
                throw ModelFormError.unsupportedType(property: tag, type: name)
            }
            collector.fields.append(ModelField(key: key.stringValue, path: fieldPath, isOptional: isOptional, kind: kind))
            return stand
        case .nested:
            let child = ModelFieldCollector()
            let value: T
            do {
                value = try T(from: FieldDiscoveryDecoder(path: fieldPath, collector: child))
            } catch let error as ModelFormError {
                throw error
            } catch {
                throw ModelFormError.unsupportedType(property: tag, type: String(describing: T.self))
            }
            guard !child.fields.isEmpty else {
                throw ModelFormError.unsupportedType(property: tag, type: String(describing: T.self))
            }
            collector.fields.append(ModelField(key: key.stringValue, path: fieldPath, isOptional: isOptional,
                                               kind: kind, children: child.fields))
            return value
        default:
            collector.fields.append(ModelField(key: key.stringValue, path: fieldPath, isOptional: isOptional, kind: kind))
            do {
                return try ModelTypes.placeholder(type)
            } catch ModelDiscoveryError.emptyEnum(let name) {
                throw ModelFormError.unsupportedType(property: tag, type: "\(name) (an enum without cases)")
            }
        }
    }
}

/// Decodes stand-in values of types Formwork has no rows for (`UUID`, `Data`,
/// dictionaries, arrays of models): empty containers and zero-like scalars.
struct StandInDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(EmptyKeyedContainer<Key>())
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { EmptyUnkeyedContainer() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { StandInValueContainer() }
}

struct EmptyKeyedContainer<Key: CodingKey>: GenericKeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { false }
    func decodeNil(forKey key: Key) throws -> Bool { true }
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        throw ModelDiscoveryError.customContainer
    }
}

struct StandInValueContainer: SingleValueDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        // A zero UUID string, which `UUID` and plain strings both accept.
        case is String.Type: return "00000000-0000-0000-0000-000000000000" as! T
        case is Bool.Type: return false as! T
        default:
            if let zero = ValueConversion.convert(0, to: type) { return zero }
            throw ModelDiscoveryError.customContainer
        }
    }
}
