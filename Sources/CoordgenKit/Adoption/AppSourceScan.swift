import Foundation

/// Every Swift file of an app, each read and parsed once, for all the detectors to share.
public struct AppSourceScan: Sendable {
    /// Folders that hold no sources of the app: build products, dependencies, version control.
    static let skippedFolders = NonSourceFolders.names.union(["node_modules"])

    /// The app's root folder; every path is relative to it.
    public let root: URL
    /// The app's Swift files, sorted by path (project manifests such as `Project.swift` excluded).
    public let files: [ScannedSwiftFile]

    /// Reads and parses the Swift files under `root`, skipping build folders, dependencies, Xcode
    /// projects, `Tuist/` (manifest helpers and dependencies) and the project manifests themselves.
    public static func scan(_ root: URL) -> AppSourceScan {
        let root = root.standardizedFileURL
        var sources: [(path: String, text: String)] = []
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return AppSourceScan(root: root, files: []) }
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            let relative = String(path.dropFirst(base.count))
            let name = url.lastPathComponent
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if skippedFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
                    || relative == "Tuist"
                {
                    enumerator.skipDescendants()
                }
                continue
            }
            guard name.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            sources.append((relative, text))
        }
        // Parsing is nearly all of init's time (1,212 files: 4.0 s on one core in a debug build), and
        // files parse independently, so they are parsed on every core.
        let read = sources
        let parsed = ParsedFiles(count: read.count)
        DispatchQueue.concurrentPerform(iterations: read.count) { position in
            parsed.set(position, ScannedSwiftFile(path: read[position].path, text: read[position].text))
        }
        // Manifests describe the project; they are not part of the app's module.
        let files = parsed.all.filter { file in
            !file.imports.contains(where: { ["ProjectDescription", "PackageDescription"].contains($0) })
        }
        return AppSourceScan(root: root, files: files.sorted { $0.path < $1.path })
    }

    /// The files inside any of `folders` (relative to the root), e.g. one target's sources, so a
    /// ``ModuleDeclarationIndex`` covers exactly that module.
    public func files(under folders: [String]) -> [ScannedSwiftFile] {
        files.filter { file in folders.contains { folder in folder.isEmpty || file.path.hasPrefix(folder + "/") } }
    }

    public init(root: URL, files: [ScannedSwiftFile]) {
        self.root = root
        self.files = files
    }
}

/// The results of parallel parsing, each written once by the iteration that parsed it.
private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [ScannedSwiftFile?]

    init(count: Int) {
        files = Array(repeating: nil, count: count)
    }

    func set(_ position: Int, _ file: ScannedSwiftFile) {
        lock.lock()
        defer { lock.unlock() }
        files[position] = file
    }

    var all: [ScannedSwiftFile] {
        lock.lock()
        defer { lock.unlock() }
        return files.compactMap { $0 }
    }
}
