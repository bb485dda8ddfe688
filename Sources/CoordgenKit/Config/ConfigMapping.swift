import Yams

/// One mapping of `.coordgen.yml` as a type reads it (`ProjectConfig+Reading.swift`): every key the
/// type asks for is recorded, so the keys a section may have are exactly the ones its type reads —
/// there is no list of known keys to keep in step with the types.
///
/// Reading never stops at the first problem: a missing or mistyped value is logged (the first one is
/// reported) and a stand-in returned, so the whole file is read and a typo in a key (`stlye:`) is
/// reported as the unknown key it is rather than as the `style` it leaves missing.
///
/// Why not `Decodable`: decoding instantiates `KeyedDecodingContainer<CodingKeys>` for every type of
/// the config, and the Swift runtime checks each instantiation's `CodingKey` conformance by scanning
/// every conformance record of the binary — a fifth of a `new coordinator` run (docs/PERFORMANCE.md).
/// Here nothing is generic at run time: Yams parses, and these methods read the node tree.
final class ConfigMapping {
    /// The mapping's keys and values; nil for a section that is absent or not a mapping, read only so
    /// its type can supply a stand-in (the problem is already logged).
    private let mapping: Node.Mapping?
    /// Keys from the top, with sequence positions (`shape.initializers.0`), for messages about values.
    let path: [String]
    /// The same without positions (`shape.initializers`), for messages about keys.
    let sectionPath: [String]
    let log: ConfigReadLog
    /// The keys the type asked for, in order.
    private(set) var asked: [String] = []

    init(_ mapping: Node.Mapping?, path: [String] = [], sectionPath: [String] = [], log: ConfigReadLog) {
        self.mapping = mapping
        self.path = path
        self.sectionPath = sectionPath
        self.log = log
    }

    /// Logs the keys of the mapping the type did not read. Every reader calls it last.
    func finish() {
        guard let mapping else { return }
        // The pairs read straight, not through `mapping.keys`: its lazy collection's generic metadata made
        // the runtime scan the binary's conformances five times on first use (docs/PERFORMANCE.md, session 48).
        var unknown: [String] = []
        for (key, _) in mapping {
            if let key = key.string, !asked.contains(key) { unknown.append(key) }
        }
        if let first = unknown.sorted().first {
            log.unknownKeys.append(.init(section: sectionPath, key: first, known: asked.sorted()))
        }
    }

    // MARK: - Values

    /// The value of `key`, nil when it is absent or YAML's null (`~`, `null`, nothing).
    private func node(_ key: String) -> Node? {
        asked.append(key)
        guard let node = mapping?[key], node.null == nil else { return nil }
        return node
    }

    private func fullPath(_ key: String) -> String { (path + [key]).joined(separator: ".") }

    /// The scalar at `key`, logging what is wrong when there is none.
    private func scalar(_ key: String, required: Bool, expected: String) -> Node.Scalar? {
        guard let node = node(key) else {
            if required, mapping != nil { log.problem("missing '\(fullPath(key))'") }
            return nil
        }
        guard case .scalar(let scalar) = node else {
            log.problem("'\(fullPath(key))' has the wrong type: expected \(expected), found \(Self.describe(node))")
            return nil
        }
        return scalar
    }

    /// A scalar `construct` reads, logging a value it cannot read.
    private func value<T>(_ key: String, required: Bool, expected: String, _ construct: (Node.Scalar) -> T?) -> T? {
        guard let scalar = scalar(key, required: required, expected: expected) else { return nil }
        guard let value = construct(scalar) else {
            log.problem("'\(fullPath(key))' has the wrong type: expected \(expected), found '\(scalar.string)'")
            return nil
        }
        return value
    }

    func string(_ key: String) -> String { optionalString(key, required: true) ?? "" }
    func optionalString(_ key: String) -> String? { optionalString(key, required: false) }
    private func optionalString(_ key: String, required: Bool) -> String? {
        value(key, required: required, expected: "a string", String.construct(from:))
    }

    /// A string that must be a Swift identifier (a method's name coordgen writes into code).
    func optionalIdentifier(_ key: String) -> String? {
        guard let text = optionalString(key) else { return nil }
        guard Self.isIdentifier(text) else {
            log.problem("'\(fullPath(key))' must be a Swift identifier (letters, digits and _, not starting with a digit), found '\(text)'")
            return nil
        }
        return text
    }

    /// Whether `text` is a plain Swift identifier that is no reserved word.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return !SwiftKeywords.reserved.contains(text)
            && text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    func bool(_ key: String) -> Bool { value(key, required: true, expected: "true or false", Bool.construct(from:)) ?? false }
    func optionalBool(_ key: String) -> Bool? { value(key, required: false, expected: "true or false", Bool.construct(from:)) }

    func int(_ key: String) -> Int { value(key, required: true, expected: "a whole number", Self.wholeNumber(from:)) ?? 0 }

    /// Yams' `Int.construct(from:)`, with the usual case first: a plain scalar of decimal digits without a
    /// leading zero is the number it spells (Yams gives the same); anything else (signs, `_`, `0x`, `0o`,
    /// `1:30`, quoted) goes to Yams, whose first step bridges the text to `NSString` and makes the runtime
    /// scan the binary's conformances twice.
    static func wholeNumber(from scalar: Node.Scalar) -> Int? {
        let digits = scalar.string.utf8
        if scalar.style == .any || scalar.style == .plain, let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1,
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        {
            return Int(scalar.string)
        }
        return Int.construct(from: scalar)
    }

    /// A value of a `String` enum; `unknown` words the message about a value it does not have.
    func choice<T: RawRepresentable>(_ key: String, unknown: ((String) -> String)? = nil) -> T? where T.RawValue == String {
        optionalChoice(key, required: true, unknown: unknown)
    }

    func optionalChoice<T: RawRepresentable>(_ key: String) -> T? where T.RawValue == String {
        optionalChoice(key, required: false, unknown: nil)
    }

    private func optionalChoice<T: RawRepresentable>(
        _ key: String, required: Bool, unknown: ((String) -> String)?
    ) -> T? where T.RawValue == String {
        guard let scalar = scalar(key, required: required, expected: "a string") else { return nil }
        guard let value = T(rawValue: scalar.string) else {
            log.problem(unknown?(scalar.string) ?? "'\(fullPath(key))': unknown value '\(scalar.string)'")
            return nil
        }
        return value
    }

    // MARK: - Lists and sections

    /// The elements of the sequence at `key`; nil when it is absent.
    private func elements(_ key: String, required: Bool) -> [Node]? {
        guard let node = node(key) else {
            if required, mapping != nil { log.problem("missing '\(fullPath(key))'") }
            return nil
        }
        guard case .sequence(let sequence) = node else {
            log.problem("'\(fullPath(key))' has the wrong type: expected a list, found \(Self.describe(node))")
            return nil
        }
        return Array(sequence)
    }

    func strings(_ key: String) -> [String] { strings(key, required: true) ?? [] }
    func optionalStrings(_ key: String) -> [String]? { strings(key, required: false) }
    private func strings(_ key: String, required: Bool) -> [String]? {
        guard let elements = elements(key, required: required) else { return nil }
        return elements.enumerated().map { index, element in
            guard case .scalar(let scalar) = element else {
                log.problem("'\(fullPath(key)).\(index)' has the wrong type: expected a string, found \(Self.describe(element))")
                return ""
            }
            return scalar.string
        }
    }

    /// The section at `key`, read by `read`; a stand-in read from nothing when it is absent.
    func section<T>(_ key: String, _ read: (ConfigMapping) -> T) -> T {
        section(key, required: true, read) ?? read(ConfigMapping(nil, path: path + [key], sectionPath: sectionPath + [key], log: log))
    }

    func optionalSection<T>(_ key: String, _ read: (ConfigMapping) -> T) -> T? {
        section(key, required: false, read)
    }

    private func section<T>(_ key: String, required: Bool, _ read: (ConfigMapping) -> T) -> T? {
        guard let node = node(key) else {
            if required, mapping != nil { log.problem("missing '\(fullPath(key))'") }
            return nil
        }
        return read(nested(node, path: path + [key], sectionPath: sectionPath + [key]))
    }

    func list<T>(_ key: String, _ read: (ConfigMapping) -> T) -> [T] { list(key, required: true, read) ?? [] }
    func optionalList<T>(_ key: String, _ read: (ConfigMapping) -> T) -> [T]? { list(key, required: false, read) }
    private func list<T>(_ key: String, required: Bool, _ read: (ConfigMapping) -> T) -> [T]? {
        guard let elements = elements(key, required: required) else { return nil }
        return elements.enumerated().map { index, element in
            read(nested(element, path: path + [key, String(index)], sectionPath: sectionPath + [key]))
        }
    }

    /// The mapping `node` is, logging it when it is something else.
    private func nested(_ node: Node, path: [String], sectionPath: [String]) -> ConfigMapping {
        guard case .mapping(let mapping) = node else {
            log.problem("'\(path.joined(separator: "."))' has the wrong type: expected a mapping, found \(Self.describe(node))")
            return ConfigMapping(nil, path: path, sectionPath: sectionPath, log: log)
        }
        return ConfigMapping(mapping, path: path, sectionPath: sectionPath, log: log)
    }

    /// A node's kind as a message names it.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias (*name), which coordgen does not read"
        }
    }
}

/// What reading `.coordgen.yml` found wrong: the first problem with a value, and every mapping's first
/// unknown key.
final class ConfigReadLog {
    struct UnknownKey {
        /// The section's keys from the top, without sequence positions; empty at the top level.
        let section: [String]
        let key: String
        /// The keys the section's type reads.
        let known: [String]
    }

    private(set) var firstProblem: String?
    var unknownKeys: [UnknownKey] = []

    func problem(_ message: String) {
        if firstProblem == nil { firstProblem = message }
    }

    /// The unknown key to report: the top level's first, then sections' in the order of their paths.
    var firstUnknownKey: UnknownKey? {
        unknownKeys.min { lhs, rhs in
            lhs.section.lexicographicallyPrecedes(rhs.section) || (lhs.section == rhs.section && lhs.key < rhs.key)
        }
    }
}
