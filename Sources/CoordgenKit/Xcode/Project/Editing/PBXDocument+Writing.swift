/// How a ``PBXDocument`` and ``PBXWriter`` meet, so a project has one model whichever way it came:
/// `new project` builds ``PBXObject``s and the writer writes them; an existing file is read into a
/// document whose objects are the same `PBXObject`s, and an edit writes the ones it adds with the same
/// writer. A project in Xcode's layout — every one coordgen wrote — written again from its objects is
/// the same bytes (the tests check every golden and fixture).
extension PBXDocument {
    /// The file as text, read as UTF-8.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The document written again by ``PBXWriter`` from its objects, with their references resolved
    /// (``resolvingReferences(_:)``) and their comments: for a project in Xcode's layout, its bytes.
    var rewritten: String {
        let comments = Dictionary(uniqueKeysWithValues: objects.values.map { ($0.id, comment(of: $0)) })
        return PBXWriter.file(
            objectVersion: objectVersion, rootObject: rootObjectID,
            objects: objects.values.sorted { $0.id < $1.id }.map(resolvingReferences), comments: comments)
    }

    /// `object` with every string that refers to another object made a ``PBXValue/reference(_:)``, as
    /// the writer of new projects has it.
    func resolvingReferences(_ object: PBXObject) -> PBXObject {
        PBXObject(id: object.id, isa: object.isa, fields: value(object.fields), comment: object.comment, lineRange: object.lineRange)
    }

    /// A string is a reference when it names an object and is written as Xcode writes references:
    /// followed by the object's `/* name */`, or bare when the object has no name (the main group). An id
    /// written without its comment (`remoteGlobalIDString`, `TestTargetID`) stays a string, as the writer
    /// of new projects has it.
    private func value(_ node: PBXValue) -> PBXValue {
        switch node {
        case .string(let text, let range):
            if let object = objects[text], case .inFile(let comment) = object.comment,
                comment == nil || range.map(isFollowedByComment) == true
            {
                return .reference(text)
            }
            return node
        case .reference:
            return node
        case .array(let items, let range):
            return .array(items.map(value), range: range)
        case .dictionary(let entries, let range):
            return .dictionary(entries.map { PBXEntry(key: $0.key, value: value($0.value), range: $0.range) }, range: range)
        }
    }

    /// Whether a `/* … */` comment follows `range` on its line, after blanks.
    private func isFollowedByComment(_ range: Range<Int>) -> Bool {
        var index = range.upperBound
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*")
    }
}
