/// The text of a `project.pbxproj`, laid out as Xcode writes it: objects grouped into sections by
/// `isa`, each section and its objects sorted, tabs, `/* comments */` after references.
struct PBXProjectFile {
    let objectVersion: Int
    let rootObject: PBXObjectID
    let objects: [PBXObject]

    /// The file's text. Objects must have unique ids; a clash would be a bug in the builder.
    func text() -> String {
        let comments = Dictionary(objects.map { ($0.id, $0.comment) }, uniquingKeysWith: { first, _ in first })
        precondition(comments.count == objects.count, "two project objects share an id")
        var out = "// !$*UTF8*$!\n{\n"
        out += "\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        let sections = Dictionary(grouping: objects, by: \.isa)
        for isa in sections.keys.sorted() {
            out += "\n/* Begin \(isa) section */\n"
            for object in sections[isa]!.sorted(by: { $0.id < $1.id }) {
                out += Self.entry(object, comments: comments) + "\n"
            }
            out += "/* End \(isa) section */\n"
        }
        out += "\t};\n\trootObject = \(rootObject) /* \(comments[rootObject] ?? "Project object") */;\n}\n"
        return out
    }

    /// One object as its section holds it, without the line ending: `\t\t<id> /* comment */ = {…};`,
    /// on one line for the ``oneLineISAs``, else one field per line; a reference carries the comment
    /// `comments` has for its id. New projects and the objects an edit adds are written through this.
    static func entry(_ object: PBXObject, comments: [PBXObjectID: String]) -> String {
        var fields = object.fields
        fields["isa"] = .string(object.isa)
        let body =
            oneLineISAs.contains(object.isa)
            ? writeOneLine(.dictionary(fields), comments: comments, isaFirst: true)
            : write(.dictionary(fields), indent: 2, comments: comments, isaFirst: true)
        return "\t\t\(reference(object.id, comments)) = \(body);"
    }

    /// A value as a list holds it, without indentation or comma: a reference is its id and
    /// `/* comment */`. The items an edit appends to an existing list are written through this.
    static func item(_ value: PBXValue, comments: [PBXObjectID: String]) -> String {
        writeOneLine(value, comments: comments)
    }

    /// The objects Xcode writes on one line each: `{isa = PBXFileReference; path = Hotel.app; … }`.
    static let oneLineISAs: Set<String> = ["PBXBuildFile", "PBXFileReference"]

    private static func writeOneLine(_ value: PBXValue, comments: [PBXObjectID: String], isaFirst: Bool = false) -> String {
        switch value {
        case .string(let text):
            return quoted(text)
        case .reference(let id):
            return reference(id, comments)
        case .array(let items):
            return "(" + items.map { writeOneLine($0, comments: comments) + ", " }.joined() + ")"
        case .dictionary(let fields):
            let keys = fields.keys.sorted { lhs, rhs in
                if isaFirst, lhs == "isa" || rhs == "isa" { return lhs == "isa" }
                return lhs < rhs
            }
            return "{" + keys.map { "\(quoted($0)) = \(writeOneLine(fields[$0]!, comments: comments)); " }.joined() + "}"
        }
    }

    private static func write(_ value: PBXValue, indent: Int, comments: [PBXObjectID: String], isaFirst: Bool = false) -> String {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text):
            return quoted(text)
        case .reference(let id):
            return reference(id, comments)
        case .array(let items):
            if items.isEmpty { return "(\n\(tabs))" }
            let lines = items.map { "\(tabs)\t\(write($0, indent: indent + 1, comments: comments)),\n" }
            return "(\n" + lines.joined() + "\(tabs))"
        case .dictionary(let fields):
            // Xcode writes `isa` first, then the other keys in alphabetical order.
            let keys = fields.keys.sorted { lhs, rhs in
                if isaFirst, lhs == "isa" || rhs == "isa" { return lhs == "isa" }
                return lhs < rhs
            }
            if keys.isEmpty { return "{\n\(tabs)}" }
            let lines = keys.map { key in
                "\(tabs)\t\(quoted(key)) = \(write(fields[key]!, indent: indent + 1, comments: comments));\n"
            }
            return "{\n" + lines.joined() + "\(tabs)}"
        }
    }

    /// An id with its comment; Xcode writes none for the unnamed main group.
    private static func reference(_ id: PBXObjectID, _ comments: [PBXObjectID: String]) -> String {
        guard let comment = comments[id], !comment.isEmpty else { return id.value }
        return "\(id) /* \(comment) */"
    }

    /// `text` bare when Xcode writes it bare (letters, digits, `_$./`), otherwise in quotes with escapes.
    static func quoted(_ text: String) -> String {
        let bare =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$./".unicodeScalars.contains(scalar))
            }
        if bare { return text }
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
}
