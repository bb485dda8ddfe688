/// A value read from a `project.pbxproj`, with the bytes it was read from, so an edit can insert text
/// next to it and leave every other byte of the file alone.
indirect enum PBXNode: Sendable {
    /// A quoted or bare string; `range` covers the quotes.
    case string(String, range: Range<Int>)
    /// `( … )`; `range` runs from `(` to just after `)`.
    case array([PBXNode], range: Range<Int>)
    /// `{ … }`; `range` runs from `{` to just after `}`. Entries keep the file's order.
    case dictionary([PBXEntry], range: Range<Int>)

    /// The byte range of the value in the file.
    var range: Range<Int> {
        switch self {
        case .string(_, let range), .array(_, let range), .dictionary(_, let range): return range
        }
    }

    /// The value when it is a string.
    var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The items when it is an array.
    var array: [PBXNode]? {
        if case .array(let items, _) = self { return items }
        return nil
    }

    /// The strings of an array value (object ids in `children`, `files`, `targets` …).
    var strings: [String] {
        array?.compactMap(\.string) ?? []
    }

    /// The value for `key` when this is a dictionary.
    subscript(key: String) -> PBXNode? {
        guard case .dictionary(let entries, _) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// Every entry when this is a dictionary.
    var entries: [PBXEntry] {
        if case .dictionary(let entries, _) = self { return entries }
        return []
    }
}
