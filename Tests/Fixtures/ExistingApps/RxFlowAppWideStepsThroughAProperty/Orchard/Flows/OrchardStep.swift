import RxFlow

/// Every step of the app, whichever flow handles it.
enum OrchardStep: Step {
    case tabsAreRequired
    case treesAreRequired
    case treeIsPicked(id: Int)
    case basketIsRequired
}

extension Step {
    /// The step as one of the app's, nil where it is another.
    var asOrchardStep: OrchardStep? {
        self as? OrchardStep
    }
}
