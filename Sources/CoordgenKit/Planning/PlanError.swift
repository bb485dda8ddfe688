/// Why a plan cannot be applied.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    case conflicts([String])
    case changedOnDisk(String)
    case writeFailed(path: String, reason: String)
    case removeFailed(path: String, reason: String)
    case projectLocked(String)
    case pendingJournal(String)
    /// A file to edit that the user locked (no write permission).
    case lockedFile(path: String, reason: String)
    /// A symbolic link whose target is missing, where a new file goes or on the way to it.
    case symbolicLinkInTheWay(path: String, link: String, target: String)
    /// A new file whose path equals an existing one once case and normalisation are folded.
    case caseClash(path: String, existing: String)

    public var description: String {
        switch self {
        case .conflicts(let lines) where lines.count == 1:
            return lines[0]
        case .conflicts(let lines):
            return "\(lines.count) files cannot be written:\n" + lines.map { "  \($0)" }.joined(separator: "\n")
        case .changedOnDisk(let path):
            return "\(path) changed while coordgen was working; nothing was written, run the command again"
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason); nothing was changed"
        case .removeFailed(let path, let reason):
            return "could not remove \(path): \(reason); nothing was changed"
        case .projectLocked(let path):
            return "another coordgen command is changing this project (lock \(path)); try again when it has finished"
        case .pendingJournal(let path):
            return
                "\(path) holds the journal of an interrupted change; nothing was written: run the command again, which completes or undoes that change first"
        case .lockedFile(let path, let reason):
            return "\(path) is locked: \(reason); unlock it (chmod u+w, or Get Info in Finder) to let coordgen edit it; nothing was written"
        case .symbolicLinkInTheWay(let path, let link, let target):
            let what = link == path ? "where it goes" : "on the way to \(path)"
            return
                "\(link) is a symbolic link to \(target), which does not exist, \(what): remove the link or restore its target; nothing was written"
        case .caseClash(let path, let existing):
            return
                "\(path) would replace \(existing) on a case-insensitive disk (macOS's default): the names differ only in case or Unicode form; choose another name; nothing was written"
        }
    }
}
