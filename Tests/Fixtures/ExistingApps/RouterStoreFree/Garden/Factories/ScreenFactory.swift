import UIKit

@MainActor
protocol ScreenFactory {
    func makePlantsModule() -> PlantsViewController
    func makeWateringModule() -> WateringViewController
}

final class ScreenFactoryImpl: ScreenFactory {
    func makePlantsModule() -> PlantsViewController {
        PlantsViewController()
    }

    func makeWateringModule() -> WateringViewController {
        WateringViewController()
    }
}
