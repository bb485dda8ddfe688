/// The model of a `project.pbxproj`, read once per command and kept byte for byte: its exact bytes, the
/// ``PBXObject``s by id, where each object and each `/* Begin … section */` marker sits, and the file's
/// line ending. Edits insert into and remove from its bytes (``PBXProjectEditor``, ``PBXProjectRemover``,
/// ``PBXFileRenamer``), and what they insert is written by ``PBXWriter``, which writes new projects too.
struct PBXDocument: Sendable {
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
    let objects: [String: PBXObject]
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
        let parsed: (root: PBXValue, comments: [PBXSourceParser.Comment])
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
    ) throws(XcodeProjectEditError) -> [String: PBXObject] {
        var objects: [String: PBXObject] = [:]
        objects.reserveCapacity(entries.count)
        var next = 0
        for entry in entries {
            let range = entry.range ?? 0..<0
            guard let isa = entry.value["isa"]?.string else {
                throw .unparsable(file: name, line: line(of: range.lowerBound, in: bytes), reason: "object \(entry.key) has no isa")
            }
            while next < comments.count, comments[next].range.lowerBound < range.lowerBound { next += 1 }
            let valueStart = entry.value.range?.lowerBound ?? range.upperBound
            let comment = next < comments.count && comments[next].range.upperBound <= valueStart ? next : nil
            objects[entry.key] = PBXObject(
                id: entry.key, isa: isa, fields: entry.value, comment: .inFile(comment.map { comments[$0].range }),
                lineRange: lineStart(before: range.lowerBound, in: bytes)..<lineEnd(after: range.upperBound, in: bytes))
        }
        return objects
    }

    /// The comment after an object's id, without `/* ` and ` */` (empty when there is none).
    func comment(of object: PBXObject) -> String {
        let range: Range<Int>?
        switch object.comment {
        case .text(let text): return text
        case .inFile(let inFile): range = inFile
        }
        guard var range, range.count >= 4 else { return "" }
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
    func objects(_ isas: String...) -> [PBXObject] {
        objects.values.filter { isas.contains($0.isa) }.sorted { $0.id < $1.id }
    }

    /// The project object.
    var project: PBXObject { objects[rootObjectID]! }

    /// The object a field refers to.
    func object(_ node: PBXValue?) -> PBXObject? {
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
