import RxFlow

/// Every step of the app, for every flow.
enum AppStep: Step {
    case homeIsRequired
    case harbourIsPicked(id: Int)
    case moreIsRequired
}
