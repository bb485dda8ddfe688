import Foundation

/// The `.xcodeproj` bundles a folder holds, told apart from names that only look like one.
///
/// A name that starts with a dot is never a project: macOS writes `._Name.xcodeproj` (an AppleDouble
/// file of extended attributes) beside every file copied to a volume without them, and such files end
/// up committed; Xcode, SwiftPM and `git` users never see them as projects. A project is a folder; one
/// without its `project.pbxproj` is what a generated project leaves checked in (its shared schemes).
struct XcodeProjectBundles {
    /// The projects holding a `project.pbxproj`, sorted by name.
    let projects: [String]
    /// `.xcodeproj` folders without a `project.pbxproj` (a generated project's schemes), sorted by name.
    let schemesOnly: [String]
    /// Hidden entries named like projects (`._App.xcodeproj`), sorted by name.
    let hidden: [String]

    /// Whether an entry named `name` may be a project: it ends in `.xcodeproj` and is not hidden.
    static func isCandidate(named name: String) -> Bool {
        name.hasSuffix(".xcodeproj") && !name.hasPrefix(".")
    }

    /// Whether `names` (the entries of one folder) holds any project candidate.
    static func holdsCandidate(_ names: [String]) -> Bool {
        names.contains(where: isCandidate(named:))
    }

    /// The bundles among `names`, the entries of `folder`.
    init(names: [String], in folder: URL) {
        let named = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        hidden = named.filter { $0.hasPrefix(".") }
        let candidates = named.filter(Self.isCandidate(named:)).filter { Self.isFolder(folder.appendingPathComponent($0)) }
        let withoutProjectFile = candidates.filter { !Self.holdsProjectFile(folder.appendingPathComponent($0)) }
        schemesOnly = withoutProjectFile
        projects = candidates.filter { !withoutProjectFile.contains($0) }
    }

    /// The bundles in `folder`, read from its entries.
    init(in folder: URL) {
        self.init(names: (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [], in: folder)
    }

    /// What `init` says of the hidden entries it did not read, if any.
    var hiddenNote: String? {
        guard !hidden.isEmpty else { return nil }
        let one = hidden.count == 1
        return "\(hidden.joined(separator: ", ")) \(one ? "is" : "are") hidden (a leading dot, as macOS's `._` metadata files have), not \(one ? "a project" : "projects"); not read"
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func holdsProjectFile(_ xcodeproj: URL) -> Bool {
        FileManager.default.fileExists(atPath: xcodeproj.appendingPathComponent("project.pbxproj").path)
    }
}
