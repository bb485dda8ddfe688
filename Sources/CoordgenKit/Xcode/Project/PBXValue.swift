/// A value in a `project.pbxproj` (Xcode's old-style "OpenStep" property list): the one representation
/// of a value whether it was read from a file (to be edited) or built to be written (a new project, or
/// the objects an edit adds).
///
/// A value read from a file keeps the bytes it was read from (`range`), so an edit can insert text next
/// to it and leave every other byte of the file alone; a value built in memory has no range and is
/// written by ``PBXWriter``. Equality ignores ranges and the order of a dictionary's entries.
indirect enum PBXValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// A quoted or bare string; `range` covers the quotes.
    case string(String, range: Range<Int>? = nil)
    /// Another object by id, written with the object's `/* name */` after it, as Xcode writes it. The
    /// reader leaves ids as strings (which strings name objects is known only once every object is
    /// read); ``PBXDocument/resolvingReferences(_:)`` finds them.
    case reference(String)
    /// `( … )`; `range` runs from `(` to just after `)`.
    case array([PBXValue], range: Range<Int>? = nil)
    /// `{ … }`; `range` runs from `{` to just after `}`. Entries keep the file's order; the writer sorts
    /// them as Xcode does.
    case dictionary([PBXEntry], range: Range<Int>? = nil)

    init(stringLiteral value: String) {
        self = .string(value)
    }

    init(arrayLiteral elements: PBXValue...) {
        self = .array(elements)
    }

    init(dictionaryLiteral elements: (String, PBXValue)...) {
        self = .dictionary(elements.map { PBXEntry(key: $0.0, value: $0.1) })
    }

    /// A dictionary built from `fields`.
    init(fields: [String: PBXValue]) {
        self = .dictionary(fields.map { PBXEntry(key: $0.key, value: $0.value) })
    }

    /// The byte range of a value read from a file; nil for a built one.
    var range: Range<Int>? {
        switch self {
        case .string(_, let range), .array(_, let range), .dictionary(_, let range): return range
        case .reference: return nil
        }
    }

    /// The text of a string, or the id of a reference.
    var string: String? {
        switch self {
        case .string(let value, _), .reference(let value): return value
        case .array, .dictionary: return nil
        }
    }

    /// The items when it is an array.
    var array: [PBXValue]? {
        if case .array(let items, _) = self { return items }
        return nil
    }

    /// The strings of an array value (object ids in `children`, `files`, `targets` …).
    var strings: [String] {
        array?.compactMap(\.string) ?? []
    }

    /// The value for `key` when this is a dictionary.
    subscript(key: String) -> PBXValue? {
        guard case .dictionary(let entries, _) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// Every entry when this is a dictionary.
    var entries: [PBXEntry] {
        if case .dictionary(let entries, _) = self { return entries }
        return []
    }

    static func == (lhs: PBXValue, rhs: PBXValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left, _), .string(let right, _)), (.reference(let left), .reference(let right)):
            return left == right
        case (.array(let left, _), .array(let right, _)):
            return left == right
        case (.dictionary(let left, _), .dictionary(let right, _)):
            guard left.count == right.count else { return false }
            let values = Dictionary(left.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            return right.allSatisfy { values[$0.key] == $0.value }
        default:
            return false
        }
    }
}
