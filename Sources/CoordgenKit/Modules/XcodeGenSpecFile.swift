import Foundation
import Yams

/// An XcodeGen spec as XcodeGen reads it: the file's own keys merged onto the specs it `include:`s, so
/// targets declared in other files (`include: [{path: App/SupportingFiles/target.yml}]`, one file per
/// target) are the project's targets too.
///
/// As XcodeGen does: an include's path is relative to the including file's folder; with
/// `relativePaths` (the default) the paths of a target's `sources` in an included file are relative to
/// that file's folder; `enable: false` skips an include; dictionaries merge key by key, lists are
/// joined (the included entries first), any other value of the including file wins, and a key ending in
/// `:REPLACE` replaces. The spec arrives with a cloned repository: an include that resolves outside the
/// project (through `..` or a symbolic link), that is not a regular file, or that is already being read
/// is left out, and includes nest at most ``maximumDepth`` deep.
struct XcodeGenSpecFile {
    /// How deep includes may nest.
    static let maximumDepth = 8

    /// The merged spec of the file at `path` (relative to `root`), or nil when it is not a readable
    /// YAML dictionary.
    static func resolved(path: String, root: URL) -> [String: Any]? {
        var reading = Reading(fence: ProjectFence(root: root))
        return reading.spec(at: path, pathPrefix: "", depth: 0)
    }

    /// The merged spec of `text`, the file at `path` (relative to `root`).
    static func resolved(text: String, path: String, root: URL) -> [String: Any]? {
        var reading = Reading(fence: ProjectFence(root: root))
        return reading.spec(text: text, at: path, pathPrefix: "", depth: 0)
    }

    private struct Reading {
        let fence: ProjectFence
        /// The files being read, to stop an include cycle.
        var open: Set<String> = []

        /// The spec at `path`; its targets' source paths prefixed with `pathPrefix` (the folder, relative
        /// to the root, that its paths are relative to).
        mutating func spec(at path: String, pathPrefix: String, depth: Int) -> [String: Any]? {
            let url = fence.root.appendingPathComponent(path)
            guard fence.contains(url), let text = RegularFileReader.text(atPath: url.path) else { return nil }
            return spec(text: text, at: path, pathPrefix: pathPrefix, depth: depth)
        }

        mutating func spec(text: String, at path: String, pathPrefix: String, depth: Int) -> [String: Any]? {
            guard !open.contains(path), let own = (try? Yams.load(yaml: text)) as? [String: Any] else { return nil }
            open.insert(path)
            defer { open.remove(path) }
            let folder = ModuleScope.folder(of: path)
            var base: [String: Any] = [:]
            if depth < XcodeGenSpecFile.maximumDepth {
                for include in Include.parse(own["include"]) where include.enable {
                    let includedPath = XcodeGenSpecFile.joined(folder, include.path)
                    guard let includedPath else { continue }
                    let prefix = include.relativePaths ? ModuleScope.folder(of: includedPath) : pathPrefix
                    if let included = spec(at: includedPath, pathPrefix: prefix, depth: depth + 1) {
                        base = XcodeGenSpecFile.merged(included, onto: base)
                    }
                }
            }
            var ownSpec = own
            ownSpec["include"] = nil
            return XcodeGenSpecFile.merged(XcodeGenSpecFile.rebasingSources(of: ownSpec, on: pathPrefix), onto: base)
        }
    }

    /// One entry of `include:`.
    struct Include: Equatable {
        var path: String
        var relativePaths = true
        var enable = true

        static func parse(_ value: Any?) -> [Include] {
            switch value {
            case let list as [Any]: return list.compactMap(Include.init(entry:))
            case let entry?: return Include(entry: entry).map { [$0] } ?? []
            case nil: return []
            }
        }

        init(path: String, relativePaths: Bool = true, enable: Bool = true) {
            self.path = path
            self.relativePaths = relativePaths
            self.enable = enable
        }

        init?(entry: Any) {
            if let path = entry as? String {
                self.init(path: path)
            } else if let entry = entry as? [String: Any], let path = entry["path"] as? String {
                self.init(
                    path: path, relativePaths: Self.flag(entry["relativePaths"]) ?? true, enable: Self.flag(entry["enable"]) ?? true)
            } else {
                return nil
            }
        }

        private static func flag(_ value: Any?) -> Bool? {
            switch value {
            case let flag as Bool: flag
            case let text as String: ["yes", "true", "1"].contains(text.lowercased())
            default: nil
            }
        }
    }

    /// `path` (relative) joined to `folder` with `.` and `..` worked out; nil for an absolute path or
    /// one that climbs above the root.
    static func joined(_ folder: String, _ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in (folder.isEmpty ? path : folder + "/" + path).split(separator: "/") where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// XcodeGen's merge: `spec`'s keys onto `base`'s.
    static func merged(_ spec: [String: Any], onto base: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in spec {
            if key.hasSuffix(":REPLACE") {
                result[String(key.dropLast(":REPLACE".count))] = value
            } else if let dictionary = value as? [String: Any], let under = result[key] as? [String: Any] {
                result[key] = merged(dictionary, onto: under)
            } else if let list = value as? [Any], let under = result[key] as? [Any] {
                result[key] = under + list
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// `spec` with the paths of its targets' `sources` made relative to the root, from relative to
    /// `folder`.
    static func rebasingSources(of spec: [String: Any], on folder: String) -> [String: Any] {
        guard !folder.isEmpty, var targets = spec["targets"] as? [String: Any] else { return spec }
        for (name, value) in targets {
            guard var target = value as? [String: Any], let sources = target["sources"] else { continue }
            target["sources"] = rebasing(sources, on: folder)
            targets[name] = target
        }
        var result = spec
        result["targets"] = targets
        return result
    }

    private static func rebasing(_ sources: Any, on folder: String) -> Any {
        switch sources {
        case let path as String:
            return joined(folder, path) ?? path
        case let list as [Any]:
            return list.map { entry -> Any in
                if let path = entry as? String { return joined(folder, path) ?? path }
                guard var source = entry as? [String: Any], let path = source["path"] as? String else { return entry }
                source["path"] = joined(folder, path) ?? path
                return source
            }
        default:
            return sources
        }
    }
}
