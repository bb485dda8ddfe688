import Foundation

/// An Xcode project below the app's root that builds an app of its own — a vendored framework's
/// `Example/` app, a demo app kept beside the real one — while the root's own project builds the app
/// coordgen works on. Its Swift files are another app's: its `AppCoordinator`, its protocol and its file
/// headers are not this app's, so no command reads them (a file the root's project compiles stays).
public struct OtherAppProject: Sendable, Equatable {
    /// The `.xcodeproj`, relative to the root (`Vendor/Kit/Example/KitExample.xcodeproj`).
    public let project: String
    /// The folder that holds it, whose Swift files are left out (`Vendor/Kit/Example`).
    public let folder: String
    /// Its application targets, by name.
    public let appTargets: [String]
    /// How many Swift files were left out because of it.
    public let leftOut: Int

    /// What `init` says about it, after "note: ".
    public var note: String {
        "left out \(folder) (\(files)): \(projectName) there builds an app of its own (\(targets)), not this one; run coordgen in \(folder) to work on that app"
    }

    /// Why `tree` and `doctor` skipped it, after "skipped: ".
    public var skipReason: String {
        "it builds an app of its own (\(targets)), so the \(files) of \(folder) are not this app's"
    }

    private var files: String { "\(leftOut) Swift file\(leftOut == 1 ? "" : "s")" }
    private var targets: String { appTargets.joined(separator: ", ") }
    private var projectName: String { String(project.split(separator: "/").last ?? "") }
}

/// Finds the ``OtherAppProject``s of one walk and leaves their files out of it.
enum OtherAppProjects {
    /// The walk without the files of other apps' projects, and those projects. Nothing is left out
    /// unless the root holds the app's own project description (an `.xcodeproj` with an application
    /// target, a `Project.swift` or a `project.yml`): without one, coordgen cannot tell which app is the
    /// app, and nothing is decided for the user. A folder with a Tuist or XcodeGen manifest of its own
    /// is one of the app's modules, never left out.
    static func leavingOut(of walk: SwiftFileWalker.Walk, root: URL, loader: PBXProjectLoader) -> (
        walk: SwiftFileWalker.Walk, others: [OtherAppProject]
    ) {
        let nested = walk.xcodeProjects.filter { $0.contains("/") }
        guard !nested.isEmpty else { return (walk, []) }
        let rootModels = walk.xcodeProjects.filter { !$0.contains("/") }.compactMap { model(of: $0, root: root, loader: loader) }
        let rootDescribesApp =
            rootModels.contains { $0.targets.contains(where: \.isApplication) }
            || ["Project.swift", "project.yml"].contains { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        guard rootDescribesApp else { return (walk, []) }
        var files = walk.swift
        var others: [OtherAppProject] = []
        for project in nested {
            let folder = String(project[..<project.lastIndex(of: "/")!])
            guard !holdsManifest(folder, root: root), let model = model(of: project, root: root, loader: loader) else { continue }
            let apps = model.targets.filter(\.isApplication).map(\.name)
            guard !apps.isEmpty else { continue }
            let inside = files.filter { $0.hasPrefix(folder + "/") }
            let leftOut = inside.filter { path in !compiledByRoot(path, models: rootModels, root: root) }
            guard !leftOut.isEmpty else { continue }
            let dropped = Set(leftOut)
            files.removeAll { dropped.contains($0) }
            others.append(OtherAppProject(project: project, folder: folder, appTargets: apps, leftOut: leftOut.count))
        }
        var kept = walk
        kept.swift = files
        return (kept, others)
    }

    static func model(of project: String, root: URL, loader: PBXProjectLoader) -> PBXProjectModel? {
        let name = String(project.split(separator: "/").last ?? "")
        return try? loader.model(xcodeproj: root.appendingPathComponent(project), name: "\(name)/project.pbxproj")
    }

    private static func holdsManifest(_ folder: String, root: URL) -> Bool {
        ["Project.swift", "project.yml"].contains {
            FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).appendingPathComponent($0).path)
        }
    }

    /// Whether a target of one of the root's projects compiles the file at `path` (relative).
    static func compiledByRoot(_ path: String, models: [PBXProjectModel], root: URL) -> Bool {
        let absolute = PathMath.normalize(root.appendingPathComponent(path).standardizedPath)
        return models.contains { model in model.targets.contains { model.compiles($0, absolute) } }
    }
}
