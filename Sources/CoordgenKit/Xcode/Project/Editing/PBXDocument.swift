/// A parsed `project.pbxproj` that keeps its exact bytes: the objects by id, where each object and
/// each `/* Begin … section */` marker sits, and the file's line ending.
struct PBXDocument: Sendable {
    /// One object of the `objects` dictionary.
    struct Object: Sendable {
        let id: String
        let isa: String
        let fields: PBXNode
        /// Where the `/* … */` comment after the id is (Xcode's name for the object), read when asked
        /// for (``PBXDocument/comment(of:)``).
        let commentRange: Range<Int>?
        /// From the start of the line holding the id to just after the line ending that follows `};`.
        let lineRange: Range<Int>

        subscript(key: String) -> PBXNode? { fields[key] }
    }

    /// The marker lines of one section.
    struct Section: Sendable {
        let isa: String
        /// The start of the `/* Begin … section */` line.
        let beginLine: Int
        /// The start of the `/* End … section */` line.
        let endLine: Int
    }

    /// The objectVersions Xcode has written, from the CocoaPods Xcodeproj compatibility table (45 =
    /// Xcode 3.1 … 77 = Xcode 16, 100 = Xcode 26.3) and Xcode 16's "15.3"/"16.0" formats (70, 71).
    static let knownObjectVersions: Set<Int> = [45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 60, 63, 70, 71, 77, 100]
    /// The versions coordgen reads: every one from Xcode 3.1's to the newest Xcode writes, as Xcode opens
    /// every format up to its own (betas wrote versions between the released ones, such as 73 and 76)
    /// and refuses a newer one as "a future Xcode project file format".
    static let readableObjectVersions = 45...100

    let bytes: [UInt8]
    /// The file's name for messages.
    private(set) var name: String
    let objectVersion: Int
    let rootObjectID: String
    let objects: [String: Object]
    let sections: [String: Section]
    /// `\r\n` when the file uses CRLF, else `\n`.
    let lineEnding: String
    /// Whether the file is UTF-8 (as its `// !$*UTF8*$!` header says); otherwise it is read and
    /// written as Latin-1, byte for byte.
    let isUTF8: Bool

    /// Reads a project file; `name` is used in error messages.
    init(bytes: [UInt8], name: String) throws(XcodeProjectEditError) {
        self.bytes = bytes
        self.name = name
        let parsed: (root: PBXNode, comments: [PBXSourceParser.Comment])
        do {
            parsed = try PBXSourceParser.parse(bytes)
        } catch {
            if let marker = MergeConflictMarker.first(in: bytes) {
                throw .mergeConflict(file: name, marker: marker)
            }
            throw .unparsable(file: name, line: error.line, reason: error.message)
        }
        let root = parsed.root
        guard let versionText = root["objectVersion"]?.string, let version = Int(versionText) else {
            throw .unparsable(file: name, line: 1, reason: "it has no objectVersion")
        }
        guard Self.readableObjectVersions.contains(version) else {
            throw .unknownObjectVersion(file: name, version: versionText)
        }
        guard let objectsNode = root["objects"], case .dictionary(let entries, _) = objectsNode else {
            throw .unparsable(file: name, line: 1, reason: "it has no objects dictionary")
        }
        guard let rootID = root["rootObject"]?.string else {
            throw .unparsable(file: name, line: 1, reason: "it has no rootObject")
        }
        let objects = try Self.objects(entries, comments: parsed.comments, in: bytes, name: name)
        guard objects[rootID]?.isa == "PBXProject" else {
            throw .unparsable(file: name, line: 1, reason: "its rootObject \(rootID) is not a PBXProject")
        }
        var sections: [String: Section] = [:]
        var begins: [String: Int] = [:]
        // Only a comment that holds the word is split into words (a large project has tens of thousands).
        for comment in parsed.comments where comment.text.containsUTF8("section") {
            let words = comment.text.split(separator: " ")
            guard words.count == 3, words[2] == "section" else { continue }
            let isa = String(words[1])
            if words[0] == "Begin" {
                begins[isa] = Self.lineStart(before: comment.range.lowerBound, in: bytes)
            } else if words[0] == "End", let begin = begins[isa] {
                sections[isa] = Section(isa: isa, beginLine: begin, endLine: Self.lineStart(before: comment.range.lowerBound, in: bytes))
            }
        }
        objectVersion = version
        rootObjectID = rootID
        self.objects = objects
        self.sections = sections
        lineEnding = Self.usesCRLF(bytes) ? "\r\n" : "\n"
        isUTF8 = String(validating: bytes, as: UTF8.self) != nil
    }

    /// The same document under another name for messages (each reader words its own).
    func named(_ name: String) -> PBXDocument {
        var copy = self
        copy.name = name
        return copy
    }

    /// The entries of the `objects` dictionary by id, each with the comment between its id and `=`
    /// (both lists are in file order, so one pass pairs them).
    private static func objects(
        _ entries: [PBXEntry], comments: [PBXSourceParser.Comment], in bytes: [UInt8], name: String
    ) throws(XcodeProjectEditError) -> [String: Object] {
        var objects: [String: Object] = [:]
        objects.reserveCapacity(entries.count)
        var next = 0
        for entry in entries {
            guard let isa = entry.value["isa"]?.string else {
                throw .unparsable(file: name, line: line(of: entry.range.lowerBound, in: bytes), reason: "object \(entry.key) has no isa")
            }
            while next < comments.count, comments[next].range.lowerBound < entry.range.lowerBound { next += 1 }
            let comment = next < comments.count && comments[next].range.upperBound <= entry.value.range.lowerBound ? next : nil
            objects[entry.key] = Object(
                id: entry.key, isa: isa, fields: entry.value, commentRange: comment.map { comments[$0].range },
                lineRange: lineStart(before: entry.range.lowerBound, in: bytes)..<lineEnd(after: entry.range.upperBound, in: bytes))
        }
        return objects
    }

    /// The comment after an object's id, without `/* ` and ` */` (empty when there is none).
    func comment(of object: Object) -> String {
        guard var range = object.commentRange, range.count >= 4 else { return "" }
        range = (range.lowerBound + 2)..<(range.upperBound - 2)
        if range.first.map({ bytes[$0] == 0x20 }) == true { range = (range.lowerBound + 1)..<range.upperBound }
        if !range.isEmpty, bytes[range.upperBound - 1] == 0x20 { range = range.lowerBound..<(range.upperBound - 1) }
        let text = bytes[range]
        if isUTF8 { return String(decoding: text, as: UTF8.self) }
        return String(String.UnicodeScalarView(text.map { Unicode.Scalar($0) }))
    }

    /// `text` in the file's encoding, or `nil` when it cannot hold it.
    func encode(_ text: String) -> [UInt8]? {
        if isUTF8 { return Array(text.utf8) }
        let scalars = text.unicodeScalars
        guard scalars.allSatisfy({ $0.value < 256 }) else { return nil }
        return scalars.map { UInt8($0.value) }
    }

    /// The objects whose `isa` is one of `isas`, sorted by id.
    func objects(_ isas: String...) -> [Object] {
        objects.values.filter { isas.contains($0.isa) }.sorted { $0.id < $1.id }
    }

    /// The project object.
    var project: Object { objects[rootObjectID]! }

    /// The object a field refers to.
    func object(_ node: PBXNode?) -> Object? {
        node?.string.flatMap { objects[$0] }
    }

    /// The start of the line that holds `offset`.
    static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    /// Just after the line ending of the line that holds `offset` (or the end of the file).
    static func lineEnd(after offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return min(index + 1, bytes.count)
    }

    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[0..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// Whether most lines end in CRLF; one stray CR does not decide it.
    private static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        var crlf = 0
        var lf = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            if index > 0, bytes[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
        }
        return crlf > lf
    }
}
