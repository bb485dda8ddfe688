import RxFlow

enum AppStep: Step {
    case main
}

enum BirdsStep: Step {
    case root
}

enum NestsStep: Step {
    case root
}
