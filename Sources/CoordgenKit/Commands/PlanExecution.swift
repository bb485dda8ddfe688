import Foundation

/// The last step of every command that writes: a dry run validates the plan and describes it; a real
/// run applies it atomically and says what was written.
public enum PlanExecution {
    /// Applies `plan` (or, with `dryRun`, only checks it) and returns the report to print.
    public static func execute(_ plan: Plan, dryRun: Bool) throws -> String {
        if dryRun {
            try plan.validate()
            try DestinationCheck.verify(plan)
            return PlanReport.dryRun(plan)
        }
        try PlanApplier().apply(plan)
        return PlanReport.applied(plan)
    }
}
