import Foundation

/// A property-list value: the tree that `PropertyListWriter` turns into an Apple XML plist.
///
/// Dictionaries are an ordered list of entries rather than a Swift `Dictionary`, so generated
/// files list their keys in the order the generator chose (Apple's tools sort them; we want the
/// layout of a hand-kept Info.plist). Duplicate keys are representable here on purpose — they are
/// reported by the writer with the key path, instead of being silently collapsed.
public indirect enum PropertyList: Equatable, Sendable {
    /// A `<string>`.
    case string(String)
    /// A `<true/>` or `<false/>`.
    case bool(Bool)
    /// An `<integer>`.
    case integer(Int)
    /// A `<real>`.
    case real(Double)
    /// A `<date>`, written as ISO 8601 in UTC with whole seconds.
    case date(Date)
    /// A `<data>`, written as base64.
    case data(Data)
    /// An `<array>`.
    case array([PropertyList])
    /// A `<dict>` whose keys keep the order given here.
    case dictionary([Entry])

    /// One key/value pair of a `.dictionary`.
    public struct Entry: Equatable, Sendable {
        /// The `<key>` text.
        public var key: String
        /// The value written after the key.
        public var value: PropertyList

        /// Creates an entry.
        public init(key: String, value: PropertyList) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the first entry named `key`, or `nil` if absent or if this is not a dictionary.
    public subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

extension PropertyList: ExpressibleByStringInterpolation {
    /// Creates a `.string`, so `"$(PRODUCT_NAME)"` can be written directly.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension PropertyList: ExpressibleByBooleanLiteral {
    /// Creates a `.bool`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension PropertyList: ExpressibleByIntegerLiteral {
    /// Creates an `.integer`.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension PropertyList: ExpressibleByFloatLiteral {
    /// Creates a `.real`.
    public init(floatLiteral value: Double) {
        self = .real(value)
    }
}

extension PropertyList: ExpressibleByArrayLiteral {
    /// Creates an `.array`.
    public init(arrayLiteral elements: PropertyList...) {
        self = .array(elements)
    }
}

extension PropertyList: ExpressibleByDictionaryLiteral {
    /// Creates a `.dictionary` whose entries keep the literal's order (duplicates included).
    public init(dictionaryLiteral elements: (String, PropertyList)...) {
        self = .dictionary(elements.map { Entry(key: $0.0, value: $0.1) })
    }
}
