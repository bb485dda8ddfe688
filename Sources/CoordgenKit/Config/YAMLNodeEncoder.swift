import Foundation
import Yams

/// Encodes a section of `.coordgen.yml` (an `Encodable` value of the app's shape) as the YAML text
/// `Yams.YAMLEncoder` writes for it, byte for byte, at a fraction of its cost: it builds the same
/// `Yams.Node` tree and hands it to the same emitter (`Yams.serialize`), so quoting, folding and
/// escaping stay libyaml's.
///
/// What `YAMLEncoder` spends and this does not: every key it stores in a mapping is compared with the
/// keys already there as `Node`s, and each comparison resolves both keys' tags through the resolver's
/// regular expressions; every element it appends to a sequence copies the sequence; and the emitter
/// resolves every plain scalar's tag once more. Here mappings and sequences are appended to as arrays
/// and built once, and a string that cannot resolve to anything but a string (see
/// ``isAlwaysString(_:)``) is given the `str` tag directly, bools and ints theirs, all without Yams'
/// default resolver. The emitter writes tags of neither kind (every scalar event is implicit), so the
/// text is the same.
enum YAMLNodeEncoder {
    /// The YAML text of `value`, as `YAMLEncoder().encode(value)` writes it.
    static func encode(_ value: some Encodable) throws -> String {
        let builder = YAMLNodeBuilder()
        try builder.encode(value)
        return try Yams.serialize(node: builder.node)
    }

    /// The node of a string, as `YAMLEncoder` makes it: a plain scalar, single-quoted when the text would
    /// read back as something else (`true`, `12`, `null`, the empty string), and of style `any` when it
    /// holds a newline.
    static func stringNode(_ string: String) -> Node {
        var scalar =
            if isAlwaysString(string) {
                Node.Scalar(string, tag(.str))
            } else if isDecimalNumber(string) {
                Node.Scalar(string, tag(.str), .singleQuoted)
            } else {
                string.represented()
            }
        let text: any StringProtocol = string
        if text.contains("\n") { scalar.style = .any }
        return .scalar(scalar)
    }

    /// A tag of the nodes built here. The emitter writes no tag (every event is implicit), so which
    /// resolver a tag carries changes no byte; Yams' default one compiles its seven regular expressions
    /// when first used (9 M instructions), which only a text that needs it (`string.represented()`) pays.
    static func tag(_ name: Tag.Name) -> Tag {
        Tag(name, .basic, Constructor([:], [:], [:]))
    }

    /// The node of a mapping key: the key's text, plain, as `Node.subscript(string:)` makes it.
    static func keyNode(_ key: String) -> Node {
        Node(key, tag(isAlwaysString(key) ? .str : .implicit))
    }

    /// Whether the default resolver reads `string` as a string whatever it holds. Its other rules (bool,
    /// int, float, merge, null, timestamp, value) are anchored at the start: the numbers, `~`, `<<` and
    /// `=` need a first character among digits and `+ - . ~ < =`, and the words (`yes`, `no`, `true`,
    /// `false`, `on`, `off`, `null` in their three spellings) the whole text, but for a line break at the
    /// end, which is no letter. So a text that starts otherwise is a string, and so is one whose leading
    /// ASCII letters are not one of those words (`func start()`, `navigation`); the empty string is null.
    static func isAlwaysString(_ string: String) -> Bool {
        guard let first = string.utf8.first else { return false }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "="):
            return false
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"),
            UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            let letters = string.utf8.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
            return !resolvedWords.contains(String(decoding: letters, as: UTF8.self))
        default:
            return true
        }
    }

    /// Whether `string` is digits, or digits, a dot and digits (`5`, `15.0`, a Swift version or a
    /// deployment target): the resolver reads every such text as an int or a float (its float rule
    /// takes any of them), so `YAMLEncoder` quotes it to keep it a string.
    static func isDecimalNumber(_ string: String) -> Bool {
        let parts = string.utf8.split(separator: UInt8(ascii: "."), maxSplits: 2, omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
    }

    /// The words the resolver reads as a bool or null.
    private static let resolvedWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL",
    ]
}

/// One value being encoded: a scalar, or a mapping or sequence of builders, turned into a `Node` once
/// everything is encoded. It is its own single-value container, as `YAMLEncoder`'s encoder is.
private final class YAMLNodeBuilder: Encoder, SingleValueEncodingContainer {
    private var value: Node?
    private var pairs: [(key: String, value: YAMLNodeBuilder)]?
    private var items: [YAMLNodeBuilder]?

    let codingPath: [CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    /// The node built (an empty mapping for a value that encoded nothing, which synthesized `Encodable`
    /// conformances never leave).
    var node: Node {
        if let pairs {
            return Node(pairs.map { (YAMLNodeEncoder.keyNode($0.key), $0.value.node) }, YAMLNodeEncoder.tag(.implicit), .any)
        }
        if let items { return Node(items.map(\.node), YAMLNodeEncoder.tag(.implicit), .any) }
        return value ?? Node([(Node, Node)](), YAMLNodeEncoder.tag(.implicit), .any)
    }

    /// A new builder stored under `key` (replacing one stored before under the same key, as a mapping does).
    func child(forKey key: String) -> YAMLNodeBuilder {
        let child = YAMLNodeBuilder()
        var pairs = self.pairs ?? []
        self.pairs = nil
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            pairs[index].value = child
        } else {
            pairs.append((key, child))
        }
        self.pairs = pairs
        return child
    }

    /// A new builder appended to the sequence.
    func appendedChild() -> YAMLNodeBuilder {
        let child = YAMLNodeBuilder()
        if items == nil { items = [] }
        items?.append(child)
        return child
    }

    var itemCount: Int { items?.count ?? 0 }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if pairs == nil { pairs = [] }
        return KeyedEncodingContainer(YAMLKeyedContainer<Key>(builder: self))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if items == nil { items = [] }
        return YAMLUnkeyedContainer(builder: self)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { self }

    func encodeNil() throws { value = Node("null", YAMLNodeEncoder.tag(.null)) }
    func encode(_ value: String) throws { self.value = YAMLNodeEncoder.stringNode(value) }
    func encode(_ value: Bool) throws { self.value = Node(value ? "true" : "false", YAMLNodeEncoder.tag(.bool)) }
    func encode(_ value: Double) throws { self.value = value.box() }
    func encode(_ value: Float) throws { self.value = value.box() }
    func encode(_ value: Int) throws { self.value = Node(String(describing: value), YAMLNodeEncoder.tag(.int)) }
    func encode(_ value: Int8) throws { self.value = value.box() }
    func encode(_ value: Int16) throws { self.value = value.box() }
    func encode(_ value: Int32) throws { self.value = value.box() }
    func encode(_ value: Int64) throws { self.value = value.box() }
    func encode(_ value: UInt) throws { self.value = value.box() }
    func encode(_ value: UInt8) throws { self.value = value.box() }
    func encode(_ value: UInt16) throws { self.value = value.box() }
    func encode(_ value: UInt32) throws { self.value = value.box() }
    func encode(_ value: UInt64) throws { self.value = value.box() }

    /// Values Yams boxes itself (strings, numbers, dates, URLs …) as it does; any other value encodes
    /// itself into this builder. The type decides, compared by identity: a cast to `YAMLEncodable`
    /// would search the binary's conformances for every type of the config (about a million
    /// instructions each, the first time).
    func encode<T: Encodable>(_ value: T) throws {
        if T.self == String.self, let string = value as? String {
            try encode(string)
        } else if Self.boxedTypes.contains(ObjectIdentifier(T.self)), let encodable = value as? YAMLEncodable {
            self.value = encodable.box()
        } else {
            try value.encode(to: self)
        }
    }

    /// The types Yams boxes as scalars (its `YAMLEncodable` conformances).
    private static let boxedTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(Bool.self), ObjectIdentifier(Data.self), ObjectIdentifier(Decimal.self), ObjectIdentifier(Int.self),
        ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self),
        ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
        ObjectIdentifier(UInt64.self), ObjectIdentifier(URL.self), ObjectIdentifier(UUID.self), ObjectIdentifier(Date.self),
        ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
    ]
}

private struct YAMLKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let builder: YAMLNodeBuilder
    var codingPath: [CodingKey] { [] }

    func encodeNil(forKey key: Key) throws { try builder.child(forKey: key.stringValue).encodeNil() }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try builder.child(forKey: key.stringValue).encode(value)
    }
    func encode(_ value: String, forKey key: Key) throws { try builder.child(forKey: key.stringValue).encode(value) }
    func encode(_ value: Bool, forKey key: Key) throws { try builder.child(forKey: key.stringValue).encode(value) }
    func encode(_ value: Int, forKey key: Key) throws { try builder.child(forKey: key.stringValue).encode(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        builder.child(forKey: key.stringValue).container(keyedBy: keyType)
    }
    func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        builder.child(forKey: key.stringValue).unkeyedContainer()
    }
    func superEncoder() -> Encoder { builder.child(forKey: "super") }
    func superEncoder(forKey key: Key) -> Encoder { builder.child(forKey: key.stringValue) }
}

private struct YAMLUnkeyedContainer: UnkeyedEncodingContainer {
    let builder: YAMLNodeBuilder
    var codingPath: [CodingKey] { [] }
    var count: Int { builder.itemCount }

    func encodeNil() throws { try builder.appendedChild().encodeNil() }
    func encode<T: Encodable>(_ value: T) throws { try builder.appendedChild().encode(value) }
    func encode(_ value: String) throws { try builder.appendedChild().encode(value) }
    func encode(_ value: Bool) throws { try builder.appendedChild().encode(value) }
    func encode(_ value: Int) throws { try builder.appendedChild().encode(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        builder.appendedChild().container(keyedBy: keyType)
    }
    func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { builder.appendedChild().unkeyedContainer() }
    func superEncoder() -> Encoder { builder.appendedChild() }
}
