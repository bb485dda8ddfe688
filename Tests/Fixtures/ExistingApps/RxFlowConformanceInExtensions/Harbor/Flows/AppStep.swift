import RxFlow

/// Where the app's flow can send the user.
enum AppStep: Step {
    case docksAreRequired
    case weatherIsRequired
}
