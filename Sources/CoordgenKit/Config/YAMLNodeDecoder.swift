import Foundation
import Yams

/// Decodes a `Decodable` value from a composed YAML node tree, as Yams' `YAMLDecoder` does for the
/// plain values `.coordgen.yml` holds (mappings, sequences, strings, booleans and numbers), with the
/// same `DecodingError`s.
///
/// Why not `YAMLDecoder`: for every value it decodes it asks at run time whether the type is
/// `ScalarConstructible` and whether it codes YAML anchors (`as?` casts to protocols). The first such
/// question about each type makes the Swift runtime scan every protocol conformance of the binary, and
/// a config has dozens of types: callgrind showed a third of a `new coordinator` run in a fresh project
/// spent decoding the 1 KB config, most of it in `swift_conformsToProtocol` (docs/PERFORMANCE.md).
/// Here every scalar is decoded through a concrete overload, so nothing is cast. An alias (`*name`),
/// which coordgen never writes, is reported as a value of the wrong type.
struct YAMLNodeDecoder: Decoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: Node, codingPath: [any CodingKey] = []) {
        self.node = node
        self.codingPath = codingPath
    }

    /// Decodes `type` from `node`.
    static func decode<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
        try T(from: YAMLNodeDecoder(node: node))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let mapping = node.mapping else { throw mismatch(Node.Mapping.self, codingPath) }
        return KeyedDecodingContainer(Keyed<Key>(mapping: mapping, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let sequence = node.sequence else { throw mismatch(Node.Sequence.self, codingPath) }
        return Unkeyed(elements: Array(sequence), codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(node: node, codingPath: codingPath)
    }

    /// Yams' wording, so messages stay the same: a container of the wrong kind was "found Node".
    fileprivate func mismatch(_ expected: Any.Type, _ path: [any CodingKey]) -> DecodingError {
        YAMLNodeDecoder.mismatch(expected, reality: Node.self, path)
    }

    fileprivate static func mismatch(_ expected: Any.Type, reality: Any.Type, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(
            expected, .init(codingPath: path, debugDescription: "Expected to decode \(expected) but found \(reality) instead."))
    }

    /// A key of a sequence element, for coding paths.
    private struct Index: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let mapping: Node.Mapping
        let codingPath: [any CodingKey]

        var allKeys: [Key] { mapping.keys.compactMap { $0.string.flatMap(Key.init(stringValue:)) } }
        func contains(_ key: Key) -> Bool { mapping[key.stringValue] != nil }

        private func value(_ key: Key) throws -> Node {
            guard let node = mapping[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
            }
            return node
        }

        private func single(_ key: Key) throws -> Single {
            Single(node: try value(key), codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool { try single(key).decodeNil() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try single(key).decode(type) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try single(key).decode(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try single(key).decode(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try single(key).decode(type) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: YAMLNodeDecoder(node: try value(key), codingPath: codingPath + [key]))
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try YAMLNodeDecoder(node: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try YAMLNodeDecoder(node: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            YAMLNodeDecoder(node: .mapping(mapping), codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            YAMLNodeDecoder(node: try value(key), codingPath: codingPath + [key])
        }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let elements: [Node]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(elements: [Node], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> (Node, [any CodingKey]) {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, .init(codingPath: codingPath + [Index(currentIndex)], debugDescription: "Unkeyed container is at end."))
            }
            defer { currentIndex += 1 }
            return (elements[currentIndex], codingPath + [Index(currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else { return false }
            if Single(node: elements[currentIndex], codingPath: codingPath).decodeNil() {
                currentIndex += 1
                return true
            }
            return false
        }

        /// The next element as a single value.
        private mutating func nextValue() throws -> Single {
            let (node, path) = try next()
            return Single(node: node, codingPath: path)
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try nextValue().decode(type) }
        mutating func decode(_ type: String.Type) throws -> String { try nextValue().decode(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try nextValue().decode(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try nextValue().decode(type) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (node, path) = try next()
            return try T(from: YAMLNodeDecoder(node: node, codingPath: path))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let (node, path) = try next()
            return try YAMLNodeDecoder(node: node, codingPath: path).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (node, path) = try next()
            return try YAMLNodeDecoder(node: node, codingPath: path).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let (node, path) = try next()
            return YAMLNodeDecoder(node: node, codingPath: path)
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { node.null != nil }

        /// As Yams: a scalar asked of a mapping or sequence names what was found; a scalar that is not
        /// the type asked for was "found Scalar".
        private func scalar<T>(_ type: T.Type, _ construct: (Node.Scalar) -> T?) throws -> T {
            let scalar: Node.Scalar
            switch node {
            case .scalar(let found): scalar = found
            case .mapping: throw YAMLNodeDecoder.mismatch(Node.Scalar.self, reality: Node.Mapping.self, codingPath)
            case .sequence: throw YAMLNodeDecoder.mismatch(Node.Scalar.self, reality: Node.Sequence.self, codingPath)
            case .alias: throw YAMLNodeDecoder.mismatch(Node.Scalar.self, reality: Node.Alias.self, codingPath)
            }
            guard let value = construct(scalar) else { throw YAMLNodeDecoder.mismatch(type, reality: Node.Scalar.self, codingPath) }
            return value
        }

        func decode(_ type: Bool.Type) throws -> Bool { try scalar(type, Bool.construct) }
        func decode(_ type: String.Type) throws -> String { try scalar(type, String.construct) }
        func decode(_ type: Double.Type) throws -> Double { try scalar(type, Double.construct) }
        func decode(_ type: Int.Type) throws -> Int { try scalar(type, Int.construct) }
        func decode(_ type: Float.Type) throws -> Float { try scalar(type) { Double.construct(from: $0).map(Float.init) } }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try T(from: YAMLNodeDecoder(node: node, codingPath: codingPath))
        }

        private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
            try scalar(type) { Int.construct(from: $0).flatMap(T.init(exactly:)) }
        }
    }
}
