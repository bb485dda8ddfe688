/// One object of a project — its id, its `isa`, its fields and Xcode's name for it — the one
/// representation of an object whether it was read from a file (``PBXDocument``, with where it sits) or
/// built to be written (`new project`, and the objects an edit adds), which ``PBXWriter`` writes.
struct PBXObject: Sendable, Equatable {
    /// What Xcode writes in the `/* … */` comment after the id.
    enum Comment: Sendable {
        /// A built object's name.
        case text(String)
        /// Where a read object's comment is in its file (nil when there is none), read when asked for
        /// (``PBXDocument/comment(of:)``): a large project has tens of thousands, most never asked for.
        case inFile(Range<Int>?)

        /// A built object's name; nil for a read one (ask its document).
        var text: String? {
            if case .text(let text) = self { return text }
            return nil
        }
    }

    let id: String
    let isa: String
    /// The object's dictionary, `isa` included.
    let fields: PBXValue
    let comment: Comment
    /// For an object read from a file: from the start of the line holding the id to just after the line
    /// ending that follows `};`. Nil for a built object.
    let lineRange: Range<Int>?

    /// An object read from a file.
    init(id: String, isa: String, fields: PBXValue, comment: Comment, lineRange: Range<Int>?) {
        self.id = id
        self.isa = isa
        self.fields = fields
        self.comment = comment
        self.lineRange = lineRange
    }

    /// An object built to be written; `isa` joins its fields, as the writer puts it first.
    init(id: String, isa: String, comment: String, fields: [String: PBXValue]) {
        var fields = fields
        fields["isa"] = .string(isa)
        self.init(id: id, isa: isa, fields: PBXValue(fields: fields), comment: .text(comment), lineRange: nil)
    }

    subscript(key: String) -> PBXValue? { fields[key] }

    /// Objects are equal when their ids, `isa`s and fields are (wherever they were read from).
    static func == (lhs: PBXObject, rhs: PBXObject) -> Bool {
        lhs.id == rhs.id && lhs.isa == rhs.isa && lhs.fields == rhs.fields
    }
}
