import SwiftSyntax

/// The mechanical repair of one doctor rule's findings (`coordgen doctor --fix`). Each fix lives in its
/// own file under `Fixing/`, finds the code its rule reported on the finding's line, and returns
/// swift-syntax–located byte edits, or why the finding has no safe automatic repair.
protocol DoctorFix: Sendable {
    /// The rule whose findings this repairs.
    var ruleID: String { get }
    /// The repair of `finding`, which the rule reported in `file`.
    func repair(_ finding: Finding, in file: SourceFile, app: AnalyzedApp) -> DoctorRepair
}

/// What `doctor --fix` does about one finding.
enum DoctorRepair {
    /// Byte edits of the finding's file, and what they do in a few words (`weak var finishDelegate`).
    case edits([SourceTextEdit], summary: String)
    /// No automatic fix, and why (one line).
    case manual(String)
}
