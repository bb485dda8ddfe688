import Foundation

/// Plans `coordgen xcode export`, `install` and `uninstall`: writing the templates into a folder, and
/// replacing or removing coordgen's own group folders in Xcode's templates folder.
public struct XcodeTemplateInstaller: Sendable {
    /// The templates folder: the root of `File Templates/…` and `Project Templates/…`.
    public let destination: URL

    public init(destination: URL) {
        self.destination = destination.standardizedFileURL
    }

    /// Where Xcode reads a user's templates: `~/Library/Developer/Xcode/Templates`.
    public static var defaultDestination: URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Library/Developer/Xcode/Templates", isDirectory: true)
    }

    /// Writes every file of `set` below the destination. Files that differ are conflicts unless
    /// `overwrite`; nothing is removed, since the destination may be any folder.
    public func planExport(_ set: XcodeTemplateSet, overwrite: Bool) -> Plan {
        var plan = plan(writing: set, planner: FilePlanner(overwriteExisting: overwrite))
        plan.nextSteps = [
            "install them for Xcode with `coordgen xcode install`, or merge its File Templates and Project Templates folders into ~/Library/Developer/Xcode/Templates/ yourself (coordgen's groups: \(Self.groupList))"
        ]
        return plan
    }

    /// Replaces coordgen's group folders with `set`: new and changed files are written, files the set
    /// no longer has are removed, and everything outside those folders is left alone. Run twice,
    /// the second plan is all identical and changes nothing.
    public func planInstall(_ set: XcodeTemplateSet) -> Plan {
        // The group folders are coordgen's own, so their files are replaced without --force.
        var plan = plan(writing: set, planner: FilePlanner(overwriteExisting: true))
        let kept = Set(set.files.map(\.path))
        for stale in ownedEntries().filter({ !isKept($0, kept: kept) }) {
            if let change = FilePlanner.planDeletion(
                of: destination.appendingPathComponent(stale), in: plan,
                summary: "removed \(stale), which this version no longer has")
            {
                plan.add(change)
            }
        }
        plan.nextSteps = Self.restartReminder
        return plan
    }

    /// Removes coordgen's group folders (every style's, under both kinds) and everything in them, and
    /// nothing else.
    public func planUninstall() -> Plan {
        var plan = Plan(root: destination)
        plan.notes = ["Xcode templates folder: \(destination.path)"]
        let entries = ownedEntries() + XcodeTemplateSet.ownedFolders.filter { exists($0) }
        for entry in Self.deepestFirst(entries) {
            if let change = FilePlanner.planDeletion(of: destination.appendingPathComponent(entry), in: plan) {
                plan.add(change)
            }
        }
        if plan.changes.isEmpty {
            plan.notes.append("no coordgen templates are installed there; nothing to remove")
        } else {
            plan.nextSteps = ["restart Xcode, so it forgets the removed templates"]
        }
        return plan
    }

    /// What to do after installing: Xcode reads templates only when it starts.
    static var restartReminder: [String] {
        [
            "restart Xcode (it reads templates only when it starts)",
            "then File › New › File…: Coordinator, Screen; File › New › Project…: Coordinator App",
            "in the section of your project's style: \(styleSections)",
        ]
    }

    /// Every style's group name, quoted: `"Coordinator (coordgen)", "Coordinator Router (coordgen)"`.
    static var groupList: String {
        XcodeTemplateSet.styles.map { "\"\($0.xcodeGroupName)\"" }.joined(separator: ", ")
    }

    /// Every style's section in Xcode's sheets: `"Coordinator (coordgen)" (uikit), …`.
    static var styleSections: String {
        XcodeTemplateSet.styles.map { "\"\($0.xcodeGroupName)\" (\($0.rawValue))" }.joined(separator: ", ")
    }

    // MARK: - Implementation

    private func plan(writing set: XcodeTemplateSet, planner: FilePlanner) -> Plan {
        var plan = Plan(root: destination)
        plan.notes = ["Xcode templates folder: \(destination.path)"]
        for file in set.files {
            plan.add(planner.planWrite(file.contents, to: destination.appendingPathComponent(file.path), in: plan))
        }
        return plan
    }

    /// Every file and folder inside the owned group folders (not the group folders themselves), by
    /// path relative to the destination, deepest first. Symbolic links are listed, not followed.
    private func ownedEntries() -> [String] {
        var entries: [String] = []
        for folder in XcodeTemplateSet.ownedFolders {
            let url = destination.appendingPathComponent(folder, isDirectory: true)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let entry as URL in enumerator {
                entries.append("\(folder)/\(entry.path(relativeTo: url))")
            }
        }
        return Self.deepestFirst(entries)
    }

    /// Whether an existing entry is part of the new layout: one of its files, or a folder holding one.
    private func isKept(_ entry: String, kept: Set<String>) -> Bool {
        kept.contains(entry) || kept.contains { $0.hasPrefix(entry + "/") }
    }

    private func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: destination.appendingPathComponent(relativePath).path)
    }

    /// Files before the folders that hold them, so each folder is empty when its turn comes.
    private static func deepestFirst(_ paths: [String]) -> [String] {
        paths.sorted { lhs, rhs in
            let (left, right) = (lhs.split(separator: "/").count, rhs.split(separator: "/").count)
            return left != right ? left > right : lhs < rhs
        }
    }
}
