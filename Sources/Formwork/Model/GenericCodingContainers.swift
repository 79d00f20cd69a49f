/// Keyed decoding containers that handle every type in one generic method: the
/// concrete overloads `Decodable` requires all forward to ``decodeValue(_:forKey:)``.
protocol GenericKeyedDecodingContainer: KeyedDecodingContainerProtocol {
    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T
}

extension GenericKeyedDecodingContainer {
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decodeValue(type, forKey: key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeValue(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeValue(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeValue(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeValue(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeValue(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeValue(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeValue(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeValue(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeValue(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeValue(type, forKey: key) }

    func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
        throw ModelDiscoveryError.customContainer
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw ModelDiscoveryError.customContainer
    }
    func superDecoder() throws -> any Decoder { throw ModelDiscoveryError.customContainer }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ModelDiscoveryError.customContainer }
}

/// Keyed encoding containers that handle every type in one generic method.
protocol GenericKeyedEncodingContainer: KeyedEncodingContainerProtocol {
    mutating func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws
}

extension GenericKeyedEncodingContainer {
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeValue(value, forKey: key) }
}
