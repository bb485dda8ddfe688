import Foundation

/// The pods a `Podfile` beside the app names, as ``OutsideModule``s: a development pod
/// (`pod 'Kit', :path => '../'`) read where its podspec's `source_files` lead, a pod checked in under
/// `Pods/<Name>/` read there; a pod that is neither is missing.
extension OutsideModules {
    /// The pods found, and those missing ("the pod Kit (Pods/ is not checked in; run pod install)").
    static func podModules(in sources: AppSources) -> (found: [OutsideModule], missing: [String]) {
        let root = PathMath.normalize(sources.root.standardizedFileURL.path)
        guard let podfile = try? String(contentsOfFile: root + "/Podfile", encoding: .utf8) else { return ([], []) }
        var found: [OutsideModule] = []
        var missing: [String] = []
        for (pod, path) in pods(in: podfile) {
            let module = String(pod.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            if let path {
                let folder = PathMath.relativeAllowingParents(PathMath.join(root, path), to: root)
                let sourceFolder = sourceFolder(ofPod: pod, in: root + "/" + folder).map { folder + "/" + $0 } ?? folder
                found.append(OutsideModule(name: module, origin: "the development pod \(pod) (\(folder))", folders: [sourceFolder]))
            } else if FileManager.default.fileExists(atPath: root + "/Pods/" + pod) {
                found.append(OutsideModule(name: module, origin: "the pod \(pod) (Pods/\(pod), checked in)", folders: ["Pods/\(pod)"]))
            } else {
                missing.append("the pod \(pod) (Pods/\(pod) is not checked in; run pod install)")
            }
        }
        return (found, missing)
    }

    /// Each `pod 'Name'` line's name (a subspec's `Kit/Core` counts as `Kit`, once) and its `:path`, if any.
    static func pods(in podfile: String) -> [(name: String, path: String?)] {
        var seen: Set<String> = []
        return podfile.split(whereSeparator: \.isNewline).compactMap { line -> (String, String?)? in
            let words = line.drop { $0 == " " || $0 == "\t" }
            guard words.hasPrefix("pod "), let name = quoted(in: words.dropFirst(4)) else { return nil }
            let pod = String(name.split(separator: "/").first ?? "")
            guard !pod.isEmpty, seen.insert(pod).inserted else { return nil }
            let path =
                words.range(of: ":path").flatMap { quoted(in: words[$0.upperBound...]) }
                ?? words.range(of: "path:").flatMap { quoted(in: words[$0.upperBound...]) }
            return (pod, path)
        }
    }

    /// The folder a podspec's `source_files` start in (`Sources/Kit/**/*` → `Sources/Kit`), relative to its folder.
    private static func sourceFolder(ofPod pod: String, in folder: String) -> String? {
        guard let spec = try? String(contentsOfFile: folder + "/" + pod + ".podspec", encoding: .utf8),
            let line = spec.split(whereSeparator: \.isNewline).first(where: { $0.contains("source_files") }),
            let pattern = quoted(in: line[line.index(after: line.firstIndex(of: "=") ?? line.startIndex)...])
        else { return nil }
        let fixed = pattern.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("{") }.joined(separator: "/")
        return fixed.isEmpty ? nil : fixed
    }

    /// The first string in single or double quotes in `text`.
    private static func quoted(in text: Substring) -> String? {
        guard let open = text.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: text[open]) else { return nil }
        return String(rest[..<close])
    }
}
