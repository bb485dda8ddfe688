/// What the libraries of the families coordgen writes require of a type that adopts one of their
/// protocols, where the app declares none of it: an emptied copy that adopts one keeps adopting it and
/// keeps the members that meet it, as the copied flow still hands the copy to the library (RxFlow's
/// `.contribute(withNextPresentable: vc, withNextStepper: reactor)` takes a `Stepper`).
///
/// - RxFlow's `Stepper`: `var steps: PublishRelay<Step> { get }` (`initialStep` and
///   `readyToEmitSteps()` have defaults).
/// - ReactorKit's `Reactor`, the screen model RxFlow apps pair with their steppers: `associatedtype
///   Action`, `associatedtype State`, `var initialState: State { get }`, and the `Mutation` the app
///   declares (its default is `Action`; `mutate(action:)` and `reduce(state:mutation:)` have defaults).
enum LibraryProtocolRequirements {
    static let known: [String: Set<String>] = [
        "Stepper": ["steps"],
        "Reactor": ["Action", "Mutation", "State", "initialState"],
    ]
}
