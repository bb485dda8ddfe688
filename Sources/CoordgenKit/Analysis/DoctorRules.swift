import SwiftSyntax

/// Every rule, in the order the docs list them.
public enum DoctorRules {
    public static let all: [any DoctorRule] = [
        RemoveAllChildrenRule(), RemoveChildByTypeRule(), StrongFinishDelegateRule(), ChildNeverRemovedRule(),
        BackPopLeakRule(), CoordinatorTypeCaseRule(), NotMainActorInSwift6Rule(), ViewControllerNavigatesRule(),
        MissingFinishFlowsPoppedRule(),
        FinishFlowKeepsChildRule(),
        PublishedChildNeverClearedRule(),
        ParentNeverToldRule(),
    ]
}
