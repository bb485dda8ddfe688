import Foundation

/// The Xcode projects an `.xcworkspace` beside the sources lists, for apps whose project does not sit at
/// the root (`App/App.xcodeproj` under `App.xcworkspace`, the CocoaPods layout of larger apps).
///
/// `contents.xcworkspacedata` is XML of `<Group location="…">` and `<FileRef location="…">` elements; a
/// `group:` location is relative to the group around it, `container:` to the workspace's folder. Other
/// locations (`absolute:`, `self:`) point outside the sources and are not followed, and no path may leave
/// the root. Only projects that hold a `project.pbxproj` count; CocoaPods' `Pods/Pods.xcodeproj` is a
/// library's, never the app's.
struct WorkspaceProjects {
    /// The workspace's name, as found (`App.xcworkspace`).
    let workspace: String
    /// The projects it lists, relative to the root, in its order.
    let projects: [String]

    /// The workspaces directly in `root`, by name, each with the projects it lists.
    static func find(in root: URL, names: [String]) -> [WorkspaceProjects] {
        names.filter { $0.hasSuffix(".xcworkspace") }.compactMap { name in
            let data = root.appendingPathComponent(name).appendingPathComponent("contents.xcworkspacedata")
            guard let text = RegularFileReader.text(atPath: data.path) else { return nil }
            let projects = projectPaths(in: text).filter { path in
                !path.hasPrefix("Pods/")
                    && FileManager.default.fileExists(atPath: root.appendingPathComponent(path).appendingPathComponent("project.pbxproj").path)
            }
            return projects.isEmpty ? nil : WorkspaceProjects(workspace: name, projects: projects)
        }
    }

    /// The `.xcodeproj` paths `text` (a `contents.xcworkspacedata`) lists, relative to its folder.
    static func projectPaths(in text: String) -> [String] {
        var groups: [String?] = []
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/Group") {
                _ = groups.popLast()
                continue
            }
            let isGroup = tag.hasPrefix("Group"), isFile = tag.hasPrefix("FileRef")
            guard isGroup || isFile else { continue }
            let path = location(in: tag).flatMap { resolve($0, in: groups) }
            if isGroup, !tag.hasSuffix("/") { groups.append(path ?? (groups.last ?? "")) }
            if isFile, let path, path.hasSuffix(".xcodeproj"), !found.contains(path) { found.append(path) }
        }
        return found
    }

    /// The value of `location = "…"` in a tag.
    private static func location(in tag: Substring) -> String? {
        guard let key = tag.range(of: "location") else { return nil }
        let afterKey = tag[key.upperBound...]
        guard let firstQuote = afterKey.firstIndex(of: "\"") else { return nil }
        let value = afterKey[afterKey.index(after: firstQuote)...]
        guard let secondQuote = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<secondQuote])
    }

    /// A location as a path relative to the workspace's folder, or nil where it leaves it.
    private static func resolve(_ location: String, in groups: [String?]) -> String? {
        let path: String
        if location.hasPrefix("group:") {
            let own = String(location.dropFirst("group:".count))
            let base = groups.last.flatMap { $0 } ?? ""
            path = base.isEmpty ? own : own.isEmpty ? base : "\(base)/\(own)"
        } else if location.hasPrefix("container:") {
            path = String(location.dropFirst("container:".count))
        } else {
            return nil
        }
        guard !path.hasPrefix("/") else { return nil }
        let normalized = String(PathMath.normalize("/" + path).dropFirst())
        return normalized.hasPrefix("..") ? nil : normalized
    }
}
