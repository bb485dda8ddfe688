import Foundation

/// `init` reads the model of each Xcode project at the app's root (``PBXProjectModel``, through the
/// command's ``PBXProjectLoader``): for the stale-copy check, then for the project's settings. Made
/// in line, after every Swift file is parsed, it is work only one core does (about 145 M instructions
/// for the 905 KB project file of `Benchmarks/LargeApp`); started first, on a thread of its own, it is
/// made while the files are parsed. The loader makes each model once whoever asks first, and a reader
/// that asks before it is made waits for it, so what `init` reads does not change.
///
/// It must start before ``AppShapeDetector`` is made, whose model parses and summarises every file as
/// it is made (until session 41 it started after, and the main thread made the model itself once the
/// parse was over). The thread finds the root's projects itself (``projects(atRoot:)``) instead of
/// asking ``AppSources/xcodeProjects``, which would wait for the walk of every folder the main thread
/// starts at once and holds the sources' lock for; and it is a thread of its own, not the global
/// queue's, whose threads `concurrentPerform` takes for the parse.
enum RootProjectsPrefetch {
    /// Starts making the models of the projects at `sources`' root (none below it) on a thread of its own.
    static func start(_ sources: AppSources) {
        let root = sources.root
        let loader = sources.projectFiles
        Thread.detachNewThread {
            for project in projects(atRoot: root.path) {
                _ = OtherAppProjects.model(of: project, root: root, loader: loader)
            }
        }
    }

    /// The `.xcodeproj` folders directly in `root`, sorted, as ``SwiftFileWalker`` lists them there:
    /// folders (not symbolic links, which the walk never follows) whose name is not hidden.
    static func projects(atRoot root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { name in
            guard SwiftFileWalker.isProjectFolder(named: name) else { return false }
            var info = stat()
            return lstat(root + "/" + name, &info) == 0 && FileMode.isDirectory(info.st_mode)
        }.sorted()
    }
}
