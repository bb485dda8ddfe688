/// Writes ``PBXObject``s as Xcode writes a `project.pbxproj`: objects grouped into sections by `isa`,
/// each section and its objects sorted, tabs, `/* comments */` after references. The one serialiser of
/// the model: a new project's whole file (``XcodeProjectBuilder``), the objects, sections and list items
/// an edit inserts into an existing file (``PBXProjectEditor``), and a read file written again from its
/// objects (``PBXDocument/rewritten``, which the tests hold to the file's bytes).
enum PBXWriter {
    /// The whole file. Objects must have unique ids; a clash would be a bug in the builder.
    /// `comments` holds the name written after each id.
    static func file(objectVersion: Int, rootObject: String, objects: [PBXObject], comments: [String: String]) -> String {
        precondition(Set(objects.map(\.id)).count == objects.count, "two project objects share an id")
        var out = "// !$*UTF8*$!\n{\n"
        out += "\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        let sections = Dictionary(grouping: objects, by: \.isa)
        for isa in sections.keys.sorted() {
            let entries = sections[isa]!.sorted { $0.id < $1.id }.map { entry($0, comments: comments) }
            out += "\n" + section(isa, entries: entries)
        }
        out += "\t};\n\trootObject = \(reference(rootObject, comments, fallback: "Project object"));\n}\n"
        return out
    }

    /// The names of built objects, as ``file(objectVersion:rootObject:objects:comments:)`` takes them.
    static func names(of objects: [PBXObject]) -> [String: String] {
        Dictionary(objects.map { ($0.id, $0.comment.text ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    /// One section: its `/* Begin … section */` and `/* End … section */` lines around `entries`
    /// (each written by ``entry(_:comments:)``).
    static func section(_ isa: String, entries: [String]) -> String {
        "/* Begin \(isa) section */\n" + entries.map { $0 + "\n" }.joined() + "/* End \(isa) section */\n"
    }

    /// One object as its section holds it, without the line ending: `\t\t<id> /* comment */ = {…};`,
    /// on one line for the ``oneLineISAs``, else one field per line; a reference carries the comment
    /// `comments` has for its id.
    static func entry(_ object: PBXObject, comments: [String: String]) -> String {
        let body =
            oneLineISAs.contains(object.isa)
            ? writeOneLine(object.fields, comments: comments, isaFirst: true)
            : write(object.fields, indent: 2, comments: comments, isaFirst: true)
        return "\t\t\(reference(object.id, comments)) = \(body);"
    }

    /// A value as a list holds it, without indentation or comma: a reference is its id and
    /// `/* comment */`.
    static func item(_ value: PBXValue, comments: [String: String]) -> String {
        writeOneLine(value, comments: comments)
    }

    /// An item (written by ``item(_:comments:)``) on a line of its own in a list written one item per
    /// line, after `indentation`.
    static func listLine(_ item: String, indentation: String) -> String {
        "\(indentation)\(item),\n"
    }

    /// Items (written by ``item(_:comments:)``) that continue a list written on one line, after its
    /// last item's comma or its `(`.
    static func oneLineListItems(_ items: [String]) -> String {
        items.map { " \($0)," }.joined()
    }

    /// The objects Xcode writes on one line each: `{isa = PBXFileReference; path = Hotel.app; … }`.
    static let oneLineISAs: Set<String> = ["PBXBuildFile", "PBXFileReference"]

    private static func writeOneLine(_ value: PBXValue, comments: [String: String], isaFirst: Bool = false) -> String {
        switch value {
        case .string(let text, _):
            return quoted(text)
        case .reference(let id):
            return reference(id, comments)
        case .array(let items, _):
            return "(" + items.map { writeOneLine($0, comments: comments) + ", " }.joined() + ")"
        case .dictionary(let entries, _):
            let fields = fieldOrder(entries, isaFirst: isaFirst).map { entries[$0] }
            return "{" + fields.map { "\(quoted($0.key)) = \(writeOneLine($0.value, comments: comments)); " }.joined() + "}"
        }
    }

    private static func write(_ value: PBXValue, indent: Int, comments: [String: String], isaFirst: Bool = false) -> String {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text, _):
            return quoted(text)
        case .reference(let id):
            return reference(id, comments)
        case .array(let items, _):
            if items.isEmpty { return "(\n\(tabs))" }
            let lines = items.map { listLine(write($0, indent: indent + 1, comments: comments), indentation: tabs + "\t") }
            return "(\n" + lines.joined() + "\(tabs))"
        case .dictionary(let entries, _):
            if entries.isEmpty { return "{\n\(tabs)}" }
            let lines = fieldOrder(entries, isaFirst: isaFirst).map { index in
                "\(tabs)\t\(quoted(entries[index].key)) = \(write(entries[index].value, indent: indent + 1, comments: comments));\n"
            }
            return "{\n" + lines.joined() + "\(tabs)}"
        }
    }

    /// The positions of `entries` in the order Xcode writes them: an object's `isa` first, then the
    /// other keys in alphabetical order. (Positions, not entries, are sorted: moving entries was a
    /// tenth of the writer's instructions.)
    private static func fieldOrder(_ entries: [PBXEntry], isaFirst: Bool) -> [Int] {
        entries.indices.sorted { lhs, rhs in
            let left = entries[lhs].key
            let right = entries[rhs].key
            if isaFirst, left == "isa" || right == "isa" { return left == "isa" }
            return left < right
        }
    }

    /// An id with its comment; Xcode writes none for the unnamed main group.
    private static func reference(_ id: String, _ comments: [String: String], fallback: String? = nil) -> String {
        guard let comment = comments[id] ?? fallback, !comment.isEmpty else { return id }
        return "\(id) /* \(comment) */"
    }

    /// `text` bare when Xcode writes it bare (ASCII letters, digits, `_$./`), otherwise in quotes with
    /// escapes. (Read as bytes: asking each character's Unicode properties was half the writer's instructions.)
    static func quoted(_ text: String) -> String {
        if isBare(text) { return text }
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// Whether `text` is not empty and holds only ``isBare(_:)`` bytes (read from its contiguous UTF-8
    /// where the string has it, as native strings do).
    private static func isBare(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                guard isBare(bytes[index]) else { return false }
                index += 1
            }
            return true
        }
        return inPlace ?? text.utf8.allSatisfy(isBare)
    }

    /// An ASCII letter or digit, or one of `_$./`: what Xcode writes without quotes.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"): true
        default: false
        }
    }
}
