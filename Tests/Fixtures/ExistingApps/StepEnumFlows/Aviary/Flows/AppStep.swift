import RxFlow

/// Every place the app can go; each flow handles the steps that are its own.
enum AppStep: Step {
    // Sightings
    case sightingsAreRequired
    case sightingIsPicked(id: Int)

    // Settings
    case settingsAreRequired
    case settingsAreComplete
}
