import Foundation

/// Decides the action for a file that a command wants to write whole.
public struct FilePlanner: Sendable {
    /// Whether an existing, different file may be overwritten (`--force`).
    public var overwriteExisting: Bool

    public init(overwriteExisting: Bool = false) {
        self.overwriteExisting = overwriteExisting
    }

    /// Plans writing `contents` to `url`: create, identical, modify (with `--force`) or conflict.
    public func planWrite(_ contents: String, to url: URL, in plan: Plan, summary: String? = nil) -> PlannedChange {
        let display = plan.displayPath(of: url)
        let new = Data(contents.utf8)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return PlannedChange(url: url, displayPath: display, action: .create, oldContents: nil, newContents: new,
                                 summary: summary ?? "created \(display)")
        }
        if isDirectory.boolValue {
            return PlannedChange(url: url, displayPath: display, action: .conflict(reason: "a folder is in the way"),
                                 oldContents: nil, newContents: new, summary: "")
        }
        guard let old = FileManager.default.contents(atPath: url.path) else {
            return PlannedChange(url: url, displayPath: display, action: .conflict(reason: "exists but cannot be read"),
                                 oldContents: nil, newContents: new, summary: "")
        }
        if old == new {
            return PlannedChange(url: url, displayPath: display, action: .identical, oldContents: old, newContents: new,
                                 summary: "\(display) is already up to date")
        }
        if overwriteExisting {
            return PlannedChange(url: url, displayPath: display, action: .modify, oldContents: old, newContents: new,
                                 summary: "overwrote \(display)")
        }
        return PlannedChange(url: url, displayPath: display,
                             action: .conflict(reason: "already exists; use --force to overwrite it"),
                             oldContents: old, newContents: new, summary: "")
    }

    /// Plans replacing the text of an existing file with an edited version of it.
    public static func planEdit(of url: URL, from old: String, to new: String, in plan: Plan, summary: String) -> PlannedChange {
        PlannedChange(url: url, displayPath: plan.displayPath(of: url), action: old == new ? .identical : .modify,
                      oldContents: Data(old.utf8), newContents: Data(new.utf8), summary: summary)
    }
}
