/// The document's objects as the writer's ``PBXObject``s, so a project has one model whichever way it
/// came: `new project` builds `PBXObject`s and ``PBXProjectFile`` writes them; an existing file is read
/// into a ``PBXDocument``, whose objects are the same `PBXObject`s again, and an edit writes the ones
/// it adds with the same writer (``PBXProjectFile/entry(_:comments:)``). A project in Xcode's layout —
/// every one coordgen wrote — comes back byte for byte (the tests check every project fixture).
extension PBXDocument {
    /// The whole project as the writer holds it.
    var projectFile: PBXProjectFile {
        PBXProjectFile(
            objectVersion: objectVersion, rootObject: PBXObjectID(existing: rootObjectID),
            objects: objects.values.sorted { $0.id < $1.id }.map(writable))
    }

    /// One object as the writer holds it: its comment, and its fields without `isa`, which the writer adds.
    func writable(_ object: Object) -> PBXObject {
        var fields: [String: PBXValue] = [:]
        for entry in object.fields.entries where entry.key != "isa" {
            fields[entry.key] = value(entry.value)
        }
        return PBXObject(id: PBXObjectID(existing: object.id), isa: object.isa, comment: comment(of: object), fields: fields)
    }

    /// A value as the writer holds it. A string is a reference when it names an object and is written
    /// as Xcode writes references: followed by the object's `/* name */`, or bare when the object has no
    /// name (the main group). An id written without its comment (`remoteGlobalIDString`,
    /// `TestTargetID`) stays a string, as the writer of new projects has it.
    func value(_ node: PBXNode) -> PBXValue {
        switch node {
        case .string(let text, let range):
            if let object = objects[text], object.commentRange == nil || isFollowedByComment(range) {
                return .reference(PBXObjectID(existing: text))
            }
            return .string(text)
        case .array(let items, _):
            return .array(items.map(value))
        case .dictionary(let entries, _):
            var fields: [String: PBXValue] = [:]
            for entry in entries { fields[entry.key] = value(entry.value) }
            return .dictionary(fields)
        }
    }

    /// Whether a `/* … */` comment follows `range` on its line, after blanks.
    private func isFollowedByComment(_ range: Range<Int>) -> Bool {
        var index = range.upperBound
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*")
    }
}
