import Foundation

/// `rename coordinator Reservation Booking` where the flow keeps a folder of its own named after it
/// (`Features/Reservation/…`, `Flows/ReservationScene/Coordinator/…`): the folder moves to the new name
/// with everything in it, and a classic Xcode group of that folder follows (its `path`, its `name`,
/// and the comments naming it); a synchronized folder, or a project an XcodeGen or Tuist spec
/// generates, needs nothing. The folder stays where it is, said in one note, where moving it could
/// break something coordgen does not edit: another flow's coordinator in it, a path of `.coordgen.yml`
/// inside it, a folder of the new name already there, or a classic project whose group for it has no
/// `path` of its own.
struct FlowFolderRename {
    /// The folders, relative to the project root.
    let old: String
    let new: String
    /// The group of a classic project that names the folder, with its project file.
    var group: (id: String, projectFile: URL)?

    /// `path` moved into the new folder where it lies in the old one.
    func moved(_ path: String) -> String {
        path.hasPrefix(old + "/") ? new + path.dropFirst(old.count) : path
    }

    /// The flow's folder to move for the coordinator in `classFile`, or the note saying why it stays.
    static func find(
        classFile: String, words: FlowWords, otherCoordinatorFiles: [String], project: Project
    ) throws -> (rename: FlowFolderRename?, note: String?) {
        var folder = ModuleScope.folder(of: classFile)
        while !folder.isEmpty, words.replacing(in: String(folder.split(separator: "/").last ?? "")) == nil {
            folder = ModuleScope.folder(of: folder)
        }
        guard !folder.isEmpty, let last = folder.split(separator: "/").last, let renamed = words.replacing(in: String(last)) else {
            return (nil, nil)
        }
        let parent = ModuleScope.folder(of: folder)
        let new = parent.isEmpty ? renamed : parent + "/" + renamed
        let stays = "the folder \(folder) keeps its name"
        if otherCoordinatorFiles.contains(where: { $0.hasPrefix(folder + "/") }) {
            return (nil, "\(stays): other flows' coordinators are in it too")
        }
        let paths = project.config.paths
        if [paths.coordinators, paths.screens, paths.tests].contains(where: { $0 == folder || $0.hasPrefix(folder + "/") }) {
            return (nil, "\(stays): .coordgen.yml's paths name a folder in it (rename it by hand, then `coordgen init --force`)")
        }
        if FileManager.default.fileExists(atPath: project.url(for: new).path) { return (nil, "\(stays): \(new) exists already") }
        var rename = FlowFolderRename(old: folder, new: new)
        guard let xcodeproj = try XcodeProjectMembership.locate(project),
            GeneratedProjectSpec.find(in: [project.root, xcodeproj.deletingLastPathComponent()], sources: project.sources) == nil
        else { return (rename, nil) }
        let file = xcodeproj.appendingPathComponent("project.pbxproj")
        let model = PBXProjectModel(
            document: try project.sources.projectFiles.document(file, name: "project.pbxproj"),
            projectFolder: xcodeproj.deletingLastPathComponent().path)
        let absolute = PathMath.normalize(project.url(for: folder).path)
        if model.synchronizedFolder(holding: absolute + "/x") != nil { return (rename, nil) }
        guard
            let group = model.document.objects("PBXGroup").first(where: { group in
                model.groupFolders[group.id] == absolute && group["path"]?.string == String(last)
            })
        else {
            if model.filePaths.values.contains(where: { $0.hasPrefix(absolute + "/") }) {
                return (nil, "\(stays): its Xcode group has no path of its own, so moving it would lose its files (rename it in Xcode)")
            }
            return (rename, nil)
        }
        rename.group = (group.id, file)
        return (rename, nil)
    }

    /// The project file's bytes with the folder's group renamed: its `path` (and a `name` equal to it)
    /// and the comments naming it; nil where the project file is not the group's.
    func renamingGroup(in bytes: [UInt8], file: URL) throws -> [UInt8]? {
        guard let group, group.projectFile.standardizedFileURL == file.standardizedFileURL else { return nil }
        let document = try PBXDocument(bytes: bytes, name: "project.pbxproj")
        guard let object = document.objects[group.id] else { return nil }
        let (oldName, newName) = (String(old.split(separator: "/").last ?? ""), String(new.split(separator: "/").last ?? ""))
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        for key in ["path", "name"] {
            guard let value = object[key], value.string == oldName, let range = value.range else { continue }
            let quoted = bytes[range.lowerBound] == UInt8(ascii: "\"")
            edits.append((range, Array((quoted ? "\"\(newName)\"" : PBXWriter.quoted(newName)).utf8)))
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { result.replaceSubrange(edit.range, with: edit.replacement) }
        let (comment, renamedComment) = (Array("\(group.id) /* \(oldName) */".utf8), Array("\(group.id) /* \(newName) */".utf8))
        var index = 0
        while index + comment.count <= result.count {
            if result[index] == comment[0], Array(result[index..<index + comment.count]) == comment {
                result.replaceSubrange(index..<index + comment.count, with: renamedComment)
                index += renamedComment.count
            } else {
                index += 1
            }
        }
        return result
    }
}
