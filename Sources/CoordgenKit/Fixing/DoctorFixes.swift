/// Every rule's fix, or why it has none: `doctor --fix` looks a finding's rule up here.
enum DoctorFixes {
    static let all: [any DoctorFix] = [
        RemoveAllChildrenFix(), RemoveChildByTypeFix(), StrongFinishDelegateFix(), ChildNeverRemovedFix(),
        NoAutomaticFix(
            ruleID: "back-pop-leak",
            why:
                "noticing Back needs a navigation-controller delegate that knows each flow's first screen; add it as coordgen's uikit style does (docs/DOCTOR.md)"
        ),
        NoAutomaticFix(
            ruleID: "coordinator-type-case",
            why: "which flow should own the case, or whether an unused case is still needed, is a product decision"),
        NoAutomaticFix(
            ruleID: "not-main-actor-in-swift6",
            why:
                "isolating a coordinator to the main actor changes what its callers must await; add @MainActor to the coordinator protocol yourself"
        ),
        NoAutomaticFix(
            ruleID: "view-controller-navigates",
            why:
                "moving navigation out of a screen into its coordinator is a refactor: give the screen a callback and let the coordinator push"
        ),
        NoAutomaticFix(
            ruleID: "missing-finish-flows-popped",
            why:
                "the protocol's Back fix spans the protocol and AppCoordinator; run coordgen init --force, or add it as docs/DOCTOR.md shows"
        ),
        NoAutomaticFix(
            ruleID: "published-child-never-cleared",
            why:
                "where the child's flow ends is the app's own: set the property back to nil in the finish closure the parent gives the child"
        ),
        NoAutomaticFix(
            ruleID: "parent-never-told",
            why:
                "when the flow is done is the child's own logic: call the parent's childDidFinish (or the finish closure) where the flow ends"
        ),
        NoAutomaticFix(
            ruleID: "finish-flow-keeps-child",
            why:
                "the release belongs in a closure whose other statements decide what happens next: capture the child weakly and call the app's remove method (removeDependency) first"
        ),
    ]

    /// The fix of the rule `id`.
    static func fix(for id: String) -> (any DoctorFix)? {
        all.first { $0.ruleID == id }
    }
}

/// A rule whose findings need a person: every finding gets the same one-line reason.
struct NoAutomaticFix: DoctorFix {
    let ruleID: String
    let why: String

    func repair(_ finding: Finding, in file: SourceFile, app: AnalyzedApp) -> DoctorRepair {
        .manual(why)
    }
}
