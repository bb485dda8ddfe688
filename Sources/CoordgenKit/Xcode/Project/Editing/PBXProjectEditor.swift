/// Adds Swift files to targets of a classic Xcode project the way Xcode itself would: a
/// `PBXFileReference` in the group of the file's folder (making the missing groups), a `PBXBuildFile`
/// in each target's Sources phase, and nothing else.
///
/// Every change is an insertion of whole lines: the new objects are ``PBXObject``s, written by the
/// writer of new projects (``PBXWriter``: one-line `PBXBuildFile` and `PBXFileReference` entries with
/// Xcode's `/* … */` comments, tabs, a section's markers when the section is new), into their section in
/// id order, and so are the references it appends to existing `children` and `files` lists, in the
/// file's own line ending, so the rest of the file stays byte-for-byte as it was. The editor decides
/// only where text goes; the writer writes all of it.
struct PBXProjectEditor {
    /// What happened to one file in one target.
    enum Outcome: Equatable {
        /// A build file was added (and a file reference, if there was none).
        case added(target: String)
        /// The target's Sources phase already compiles the file.
        case alreadyInTarget(target: String)
    }

    private let model: PBXProjectModel
    private var document: PBXDocument { model.document }
    private var usedIDs: Set<String>
    /// New objects by section.
    private var newObjects: [String: [PBXObject]] = [:]
    /// The comment written after each id a new object refers to (Xcode's `/* name */`).
    private var comments: [String: String] = [:]
    /// References to append to an existing list, keyed by the list's closing offset.
    private var appends: [Int: (node: PBXValue, items: [String])] = [:]
    /// Groups made by this edit, by folder.
    private var newGroups: [String: NewGroup] = [:]
    private var newGroupOrder: [String] = []
    /// File references made by this edit, by path.
    private var newFileRefs: [String: (id: String, name: String)] = [:]
    private var newBuildFiles: Set<String> = []

    private struct NewGroup {
        let id: String
        let comment: String
        let name: String?
        let path: String
        var children: [String] = []
    }

    /// A group to put something in: one that exists, or one this edit makes.
    private enum GroupRef {
        case existing(String)
        case new(String)
    }

    init(model: PBXProjectModel) {
        self.model = model
        var ids = Set(model.document.objects.keys)
        for object in model.document.objects.values {
            if let remote = object["remoteGlobalIDString"]?.string { ids.insert(remote) }
        }
        usedIDs = ids
    }

    /// Adds the file at `path` (absolute) to the Sources phase of `target`.
    mutating func add(file path: String, to target: PBXProjectModel.Target) throws(XcodeProjectEditError) -> Outcome {
        let existing = model.fileReferences(at: path)
        if existing.contains(where: { target.compiledFileRefs.contains($0) }) {
            return .alreadyInTarget(target: target.name)
        }
        guard let phaseID = target.sourcesPhaseID, let phase = document.objects[phaseID], let files = phase["files"] else {
            throw .noTarget(
                kind: "app", files: [PathMath.fileName(of: path)], reason: "target \(target.name) has no Sources build phase")
        }
        let fileRef: (id: String, name: String)
        if let id = existing.first, let object = document.objects[id] {
            fileRef = (id, object["name"]?.string ?? PathMath.fileName(of: object["path"]?.string ?? path))
        } else {
            fileRef = newFileReference(for: path)
        }
        let key = "buildFile:\(target.id):\(fileRef.id)"
        guard newBuildFiles.insert(key).inserted else { return .alreadyInTarget(target: target.name) }
        let buildFileID = freshID(key)
        let comment = "\(fileRef.name) in Sources"
        comments[fileRef.id] = fileRef.name
        insert(PBXObject(id: buildFileID, isa: "PBXBuildFile", comment: comment, fields: ["fileRef": .reference(fileRef.id)]))
        append(buildFileID, to: files)
        return .added(target: target.name)
    }

    /// The edited file.
    func result() throws(XcodeProjectEditError) -> [UInt8] {
        var insertions: [(offset: Int, text: String)] = []
        // New groups are written whole, with the children they collected.
        var objects = newObjects
        var comments = self.comments
        for folder in newGroupOrder {
            let group = newGroups[folder]!
            var fields: [String: PBXValue] = [
                "children": .array(group.children.map { .reference($0) }), "path": .string(group.path), "sourceTree": "<group>",
            ]
            if let name = group.name { fields["name"] = .string(name) }
            objects["PBXGroup", default: []].append(
                PBXObject(id: group.id, isa: "PBXGroup", comment: group.comment, fields: fields))
        }
        for entries in objects.values {
            for object in entries { comments[object.id] = object.comment.text }
        }
        for (isa, entries) in objects {
            let texts = entries.sorted { $0.id < $1.id }.map { (id: $0.id, text: PBXWriter.entry($0, comments: comments)) }
            insertions += try sectionInsertions(isa: isa, entries: texts)
        }
        for (_, append) in appends {
            insertions.append(
                listInsertion(append.node, items: append.items.map { PBXWriter.item(.reference($0), comments: comments) }))
        }
        var bytes = document.bytes
        // Back to front, so earlier offsets stay valid; at one offset, the first planned goes first.
        for insertion in insertions.enumerated().sorted(by: { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }) {
            let text = insertion.element.text.replacingOccurrences(of: "\n", with: document.lineEnding)
            guard let encoded = document.encode(text) else {
                throw .unparsable(
                    file: document.name, line: 1,
                    reason: "it is not UTF-8 and cannot hold the new names; convert it to UTF-8 (Xcode does so when it saves)")
            }
            bytes.insert(contentsOf: encoded, at: insertion.element.offset)
        }
        return bytes
    }

    // MARK: - File references and groups

    private mutating func newFileReference(for path: String) -> (id: String, name: String) {
        if let made = newFileRefs[path] { return made }
        let folder = PathMath.folder(of: path)
        let fileName = PathMath.fileName(of: path)
        let (group, groupFolder) = groupForFile(in: folder)
        let relative = PathMath.relative(path, to: groupFolder) ?? PathMath.relativeAllowingParents(path, to: groupFolder)
        let id = freshID("fileRef:\(projectRelative(path))")
        var fields: [String: PBXValue] = [
            "lastKnownFileType": "sourcecode.swift", "path": .string(relative), "sourceTree": "<group>",
        ]
        if usesFileEncoding { fields["fileEncoding"] = "4" }
        if relative != fileName { fields["name"] = .string(fileName) }
        insert(PBXObject(id: id, isa: "PBXFileReference", comment: fileName, fields: fields))
        addChild(id, named: fileName, to: group)
        newFileRefs[path] = (id, fileName)
        return (id, fileName)
    }

    /// Projects whose Swift files carry `fileEncoding = 4` (older Xcodes wrote it) get it on new ones too.
    private var usesFileEncoding: Bool {
        document.objects("PBXFileReference").contains {
            $0["lastKnownFileType"]?.string == "sourcecode.swift" && $0["fileEncoding"] != nil
        }
    }

    /// The group a new file in `folder` joins, and that group's folder: the group that already holds
    /// files of that folder, else the group of the folder, else new groups below the nearest ancestor.
    private mutating func groupForFile(in folder: String) -> (GroupRef, String) {
        var counts: [String: Int] = [:]
        for (id, path) in model.filePaths where PathMath.folder(of: path) == folder {
            if let parent = model.parents[id], document.objects[parent]?.isa == "PBXGroup", model.groupFolders[parent] != nil {
                counts[parent, default: 0] += 1
            }
        }
        if let best = counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).first {
            return (.existing(best.key), model.groupFolders[best.key]!)
        }
        return (group(for: folder), folder)
    }

    /// The group whose folder is `folder`, made (with any missing parents) when there is none.
    private mutating func group(for folder: String) -> GroupRef {
        if let found = existingGroup(for: folder) { return found }
        var ancestor = PathMath.folder(of: folder)
        var missing = [folder]
        while existingGroup(for: ancestor) == nil, ancestor != "/" {
            missing.append(ancestor)
            ancestor = PathMath.folder(of: ancestor)
        }
        var parent: GroupRef
        var parentFolder: String
        if let found = existingGroup(for: ancestor) {
            parent = found
            parentFolder = ancestor
        } else {
            // Outside every group's folder (such as ../Shared): one group under the main group, with
            // the path from the project folder, as Xcode makes when a folder is dragged in.
            parent = .existing(document.project["mainGroup"]?.string ?? "")
            parentFolder = model.groupFolders[document.project["mainGroup"]?.string ?? ""] ?? model.projectFolder
            missing = [folder]
        }
        for next in missing.reversed() {
            let path = PathMath.relative(next, to: parentFolder) ?? PathMath.relativeAllowingParents(next, to: parentFolder)
            let name = PathMath.fileName(of: next)
            let id = freshID("group:\(projectRelative(next))")
            newGroups[next] = NewGroup(id: id, comment: name, name: path == name ? nil : name, path: path)
            newGroupOrder.append(next)
            addChild(id, named: name, to: parent)
            parent = .new(next)
            parentFolder = next
        }
        return parent
    }

    /// A group whose folder is `folder`: one made by this edit, or an existing `PBXGroup`, those with
    /// a path of their own first (a group without a path shares its parent's folder).
    private func existingGroup(for folder: String) -> GroupRef? {
        if newGroups[folder] != nil { return .new(folder) }
        let main = document.project["mainGroup"]?.string
        let candidates = model.groupFolders.filter { id, groupFolder in
            groupFolder == folder && document.objects[id]?.isa == "PBXGroup"
        }.map(\.key)
        let best = candidates.sorted { lhs, rhs in
            let lhsKey = (document.objects[lhs]?["path"] == nil ? 1 : 0, lhs == main ? 1 : 0, lhs)
            let rhsKey = (document.objects[rhs]?["path"] == nil ? 1 : 0, rhs == main ? 1 : 0, rhs)
            return lhsKey < rhsKey
        }.first
        return best.map { .existing($0) }
    }

    private mutating func addChild(_ id: String, named name: String, to group: GroupRef) {
        comments[id] = name
        switch group {
        case .new(let folder):
            newGroups[folder]!.children.append(id)
        case .existing(let groupID):
            if let children = document.objects[groupID]?["children"] { append(id, to: children) }
        }
    }

    // MARK: - Text

    private mutating func insert(_ object: PBXObject) {
        newObjects[object.isa, default: []].append(object)
    }

    /// `list` is read from the document, so it has its range.
    private mutating func append(_ item: String, to list: PBXValue) {
        guard let range = list.range else { return }
        appends[range.upperBound, default: (list, [])].items.append(item)
    }

    /// A deterministic id for `purpose` (a hash of it, like the ids `new project` writes), never one
    /// the project already uses.
    private mutating func freshID(_ purpose: String) -> String {
        var key = "coordgen:" + purpose
        while true {
            let id = PBXObjectID.derived(from: key)
            if usedIDs.insert(id).inserted { return id }
            key += "'"
        }
    }

    private func projectRelative(_ path: String) -> String {
        PathMath.relativeAllowingParents(path, to: model.projectFolder)
    }

    /// Where the new entries of one section go: each before the first entry with a greater id, or
    /// before the section's end; a whole new section goes where Xcode's alphabetical order puts it.
    private func sectionInsertions(
        isa: String, entries: [(id: String, text: String)]
    ) throws(XcodeProjectEditError) -> [(offset: Int, text: String)] {
        if let section = document.sections[isa] {
            let existing = document.objects.values.compactMap { object in
                object.lineRange.map { (id: object.id, line: $0.lowerBound) }
            }.filter { $0.line > section.beginLine && $0.line < section.endLine }.sorted { $0.line < $1.line }
            return entries.map { entry in
                let next = existing.first { $0.id > entry.id }
                return (next?.line ?? section.endLine, entry.text + "\n")
            }
        }
        // A new section is separated from its neighbours by a blank line, as Xcode separates them.
        let text = PBXWriter.section(isa, entries: entries.map(\.text))
        let sections = document.sections.values.sorted { $0.beginLine < $1.beginLine }
        if let next = sections.first(where: { $0.isa > isa }) {
            return [(next.beginLine, text + "\n")]
        }
        guard let last = sections.last else {
            throw .unparsable(
                file: document.name, line: 1, reason: "it has no /* Begin … section */ markers, so it was not written by Xcode")
        }
        return [(PBXDocument.lineEnd(after: last.endLine, in: document.bytes), "\n" + text)]
    }

    /// New items at the end of a list, one per line at the list's indentation, as Xcode writes them.
    private func listInsertion(_ list: PBXValue, items: [String]) -> (offset: Int, text: String) {
        let bytes = document.bytes
        let listRange = list.range ?? 0..<1
        let close = listRange.upperBound - 1
        let lineStart = PBXDocument.lineStart(before: close, in: bytes)
        let indent = bytes[lineStart..<close]
        if indent.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            let prefix = String(decoding: indent, as: UTF8.self) + "\t"
            return (lineStart, items.map { PBXWriter.listLine($0, indentation: prefix) }.joined())
        }
        // A list written on one line: continue it on that line.
        var before = close - 1
        while before > listRange.lowerBound, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
        let needsComma = bytes[before] != UInt8(ascii: ",") && bytes[before] != UInt8(ascii: "(")
        return (before + 1, (needsComma ? "," : "") + PBXWriter.oneLineListItems(items))
    }
}
