import RxFlow

/// The docks flow's steps.
enum DocksStep: Step {
    case docksAreRequired
    case berthIsPicked(number: Int)
    case weatherIsRequired
}
