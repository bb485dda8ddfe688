import Foundation

/// The boundary of a project: every path coordgen writes or edits must lie inside the project folder
/// once symbolic links are followed. `.coordgen.yml` arrives with a cloned repository, so its paths
/// are someone else's input; so are `--in` and the groups of a project file.
///
/// A path is resolved by following every symbolic link of its longest part that exists (`realpath`),
/// then appending the rest with `.` and `..` worked out; the project folder is resolved the same way.
/// Reading (templates from `--templates` or `templates:`) is not fenced.
public struct ProjectFence: Sendable {
    /// The project folder as given.
    public let root: URL
    /// The project folder with its symbolic links followed.
    let resolvedRoot: String

    public init(root: URL) {
        self.root = root.standardizedFileURL
        resolvedRoot = Self.resolve(self.root.path)
    }

    /// Whether `url` (absolute) resolves inside the project folder, or is the folder itself.
    public func contains(_ url: URL) -> Bool {
        isInside(Self.resolve(url.standardizedPath))
    }

    /// Refuses `url` when it resolves outside the project. `origin` says where the path came from, as
    /// the user would look for it: "paths.coordinators in .coordgen.yml (../escape)", "--in /tmp".
    public func check(_ url: URL, origin: String) throws(ProjectFenceError) {
        let resolved = Self.resolve(url.standardizedPath)
        guard isInside(resolved) else {
            let lexical = PathMath.normalize(url.path)
            let lexicalRoot = PathMath.normalize(root.path)
            throw ProjectFenceError(
                origin: origin, resolved: resolved, root: root.path,
                throughLink: lexical == lexicalRoot || PathMath.relative(lexical, to: lexicalRoot) != nil)
        }
    }

    /// Refuses every configured folder or file that coordgen writes to and that resolves outside the
    /// project: `paths.*`, the `layout:` patterns (with a flow name put in) and `xcodeproj`.
    public func checkConfiguredPaths(of project: Project) throws(ProjectFenceError) {
        let config = project.config
        var keyed: [(key: String, value: String)] = [
            ("paths.coordinators", config.paths.coordinators), ("paths.screens", config.paths.screens),
            ("paths.tests", config.paths.tests),
        ]
        if let value = config.paths.coordinatorType { keyed.append(("paths.coordinatorType", value)) }
        if let value = config.xcodeproj { keyed.append(("xcodeproj", value)) }
        if let value = config.layout?.coordinators { keyed.append(("layout.coordinators", value)) }
        if let value = config.layout?.screens { keyed.append(("layout.screens", value)) }
        if let value = config.layout?.tests { keyed.append(("layout.tests", value)) }
        for (key, value) in keyed {
            let path = NamingScheme.apply(value, to: "Flow")
            try check(project.url(for: path), origin: "\(key) in \(Project.configFileName) (\(value))")
        }
    }

    /// Refuses a plan that writes or removes anything outside the project, naming the first such file.
    func checkChanges(_ changes: [PlannedChange]) throws(ProjectFenceError) {
        for change in changes {
            try check(change.url, origin: change.displayPath)
        }
    }

    private func isInside(_ path: String) -> Bool {
        path == resolvedRoot || PathMath.relative(path, to: resolvedRoot) != nil
    }

    /// `path` with the symbolic links of its longest existing part followed, and `.`/`..` resolved.
    static func resolve(_ path: String) -> String {
        let normalizedInput = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts = normalizedInput.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var rest: [String] = []
        while true {
            let prefix = "/" + parts.joined(separator: "/")
            if let real = realpath(prefix, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : PathMath.join(base, rest.joined(separator: "/"))
            }
            guard let last = parts.popLast() else { return PathMath.normalize(normalizedInput) }
            rest.insert(last, at: 0)
        }
    }
}

/// A path that resolves outside the project; nothing is written when it is thrown.
public struct ProjectFenceError: Error, Equatable, CustomStringConvertible {
    /// Where the path came from: "paths.coordinators in .coordgen.yml (../escape)", "--in /tmp".
    public let origin: String
    /// Where it really is.
    public let resolved: String
    public let root: String
    /// Whether a symbolic link takes it out (its own spelling stays inside).
    public let throughLink: Bool

    public var description: String {
        "\(origin) is outside the project at \(root): it resolves to \(resolved)\(throughLink ? " through a symbolic link" : ""); coordgen writes only inside the project, so nothing was written"
    }
}
