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
        planWrite(Data(utf8Of: contents), to: url, in: plan, summary: summary)
    }

    /// Plans writing the bytes `new` (text or binary, such as a PNG) to `url`, like the text version.
    public func planWrite(_ new: Data, to url: URL, in plan: Plan, summary: String? = nil) -> PlannedChange {
        let display = plan.displayPath(of: url)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return PlannedChange(
                url: url, displayPath: display, action: .create, oldContents: nil, newContents: new,
                summary: summary ?? "created \(display)")
        }
        if isDirectory.boolValue {
            return PlannedChange(
                url: url, displayPath: display, action: .conflict(reason: "a folder is in the way"),
                oldContents: nil, newContents: new, summary: "")
        }
        // Never blocks: a FIFO in the way is named, not opened and waited on.
        let old: Data
        switch RegularFileReader.read(url.path) {
        case .success(let read):
            old = Data(read.bytes)
        case .failure(.notRegular(let kind)):
            return PlannedChange(
                url: url, displayPath: display, action: .conflict(reason: "is \(kind), not a regular file, and is in the way"),
                oldContents: nil, newContents: new, summary: "")
        case .failure:
            return PlannedChange(
                url: url, displayPath: display, action: .conflict(reason: "exists but cannot be read"),
                oldContents: nil, newContents: new, summary: "")
        }
        if old == new {
            return PlannedChange(
                url: url, displayPath: display, action: .identical, oldContents: old, newContents: new,
                summary: "\(display) is already up to date")
        }
        if overwriteExisting {
            return PlannedChange(
                url: url, displayPath: display, action: .modify, oldContents: old, newContents: new,
                summary: "overwrote \(display)")
        }
        return PlannedChange(
            url: url, displayPath: display,
            action: .conflict(reason: "already exists; use --force to overwrite it"),
            oldContents: old, newContents: new, summary: "")
    }

    /// Plans removing the file or folder at `url`, or nothing (`nil`) when nothing is there. A folder
    /// is removed only once it is empty, so the files in it must be planned for deletion before it.
    public static func planDeletion(of url: URL, in plan: Plan, summary: String? = nil) -> PlannedChange? {
        // lstat, not stat: a symbolic link is not followed, so nothing it points to is ever removed.
        guard let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType else { return nil }
        let isDirectory = ObjCBool(type == .typeDirectory)
        let target = URL(fileURLWithPath: url.path, isDirectory: isDirectory.boolValue)
        let display = plan.displayPath(of: target) + (isDirectory.boolValue ? "/" : "")
        if type == .typeSymbolicLink {
            return PlannedChange(
                url: target, displayPath: display, action: .conflict(reason: "is a symbolic link; remove it yourself"),
                oldContents: nil, newContents: Data(), summary: "")
        }
        if isDirectory.boolValue {
            return PlannedChange(
                url: target, displayPath: display, action: .delete, oldContents: nil, newContents: Data(),
                summary: summary ?? "removed \(display)")
        }
        guard let old = RegularFileReader.contents(atPath: url.path) else {
            return PlannedChange(
                url: target, displayPath: display, action: .conflict(reason: "cannot be read, so it cannot be removed safely"),
                oldContents: nil, newContents: Data(), summary: "")
        }
        return PlannedChange(
            url: target, displayPath: display, action: .delete, oldContents: old, newContents: Data(),
            summary: summary ?? "removed \(display)")
    }

    /// Plans replacing the text of an existing file with an edited version of it.
    /// `fingerprint` is what `stat` said of the file when `old` was read from it.
    public static func planEdit(
        of url: URL, from old: String, to new: String, in plan: Plan, summary: String, fingerprint: FileFingerprint? = nil
    ) -> PlannedChange {
        var change = PlannedChange(
            url: url, displayPath: plan.displayPath(of: url), action: old == new ? .identical : .modify,
            oldContents: Data(utf8Of: old), newContents: Data(utf8Of: new), summary: summary)
        change.isEdit = true
        change.oldFingerprint = fingerprint
        return change
    }
}
