/// Why a plan cannot be applied.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    case conflicts([String])
    case changedOnDisk(String)
    case writeFailed(path: String, reason: String)
    case removeFailed(path: String, reason: String)
    case projectLocked(String)
    case pendingJournal(String)

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
        }
    }
}
