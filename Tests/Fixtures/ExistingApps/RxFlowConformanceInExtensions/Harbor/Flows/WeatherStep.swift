import RxFlow

/// The weather flow's steps.
enum WeatherStep: Step {
    case forecastIsRequired
}
