import Foundation

/// New files that lie in the folder of another Xcode project than the app's: a workspace of several
/// projects (`Recipe/Recipe.xcodeproj` for the app, `Flows/Flows.xcodeproj` for a framework the app links)
/// where a new flow goes beside the framework's flows. The app's project must not list them (its target
/// could not see the framework's internal types, and Xcode would compile them twice); the project whose
/// folder holds them decides.
///
/// A file belongs to the project in the nearest folder above it that holds one (the app's own folder
/// included). Where that is another project whose synchronized folder takes the file into one of its
/// targets, nothing needs editing and a note says which target compiles it; where it is another project
/// that lists its files one by one, the command stops: coordgen edits only the app's project.
enum FilesOfOtherProjects {
    /// `created` (absolute paths) without those another project's synchronized folders compile, with a
    /// note for each such project.
    static func leavingOut(
        _ created: [String], appProject: URL, project: Project
    ) throws(XcodeProjectEditError) -> (files: [String], notes: [String]) {
        let root = project.root.standardizedPath
        let appFolder = appProject.deletingLastPathComponent().standardizedPath
        var kept: [String] = []
        var owned: [String: [String]] = [:]
        for file in created {
            guard let other = owningProject(of: file, root: root), other.deletingLastPathComponent().standardizedPath != appFolder else {
                kept.append(file)
                continue
            }
            owned[other.standardizedPath, default: []].append(file)
        }
        var notes: [String] = []
        for (projectPath, files) in owned.sorted(by: { $0.key < $1.key }) {
            let xcodeproj = URL(fileURLWithPath: projectPath)
            let display = project.displayPath(of: xcodeproj)
            let model = try project.sources.projectFiles.model(xcodeproj: xcodeproj, name: display + "/project.pbxproj")
            let names = files.map { PathMath.fileName(of: $0) }
            let targets = model.targets.filter { target in files.allSatisfy { model.synchronizedMembership(of: $0, in: target) == true } }
            guard let folder = files.first.flatMap({ synchronizedFolder(holding: $0, in: model) }), !targets.isEmpty else {
                throw .fileOfAnotherProject(files: names, project: display)
            }
            notes.append(
                "\(list(names)) \(names.count == 1 ? "lies" : "lie") in \(project.displayPath(of: URL(fileURLWithPath: folder))), a synchronized folder of \(display), which compiles \(names.count == 1 ? "it" : "them") into \(targets.map(\.name).joined(separator: ", ")) without a project edit; \(project.displayPath(of: appProject)) is left alone"
            )
        }
        return (kept, notes)
    }

    /// The absolute folder of the synchronized folder of `model` that holds `file`.
    private static func synchronizedFolder(holding file: String, in model: PBXProjectModel) -> String? {
        model.document.objects("PBXFileSystemSynchronizedRootGroup").compactMap { model.groupFolders[$0.id] }
            .first { PathMath.relative(file, to: $0) != nil }
    }

    /// The `.xcodeproj` in the nearest folder above `file`, up to `root`, that holds one.
    private static func owningProject(of file: String, root: String) -> URL? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.standardizedPath == root || PathMath.relative(folder.standardizedPath, to: root) != nil {
            if let name = XcodeProjectBundles(in: folder).projects.first { return folder.appendingPathComponent(name) }
            if folder.standardizedPath == root { return nil }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
