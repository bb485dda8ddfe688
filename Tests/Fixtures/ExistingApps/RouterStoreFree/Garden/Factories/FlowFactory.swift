@MainActor
protocol FlowFactory {
    func makePlantsFlow(router: Routable) -> PlantsCoordinator
    func makeWateringFlow(router: Routable) -> WateringCoordinator
}

final class FlowFactoryImpl: FlowFactory {
    private let screens: ScreenFactory

    init(screens: ScreenFactory) {
        self.screens = screens
    }

    func makePlantsFlow(router: Routable) -> PlantsCoordinator {
        PlantsCoordinator(router: router, screens: screens, flows: self)
    }

    func makeWateringFlow(router: Routable) -> WateringCoordinator {
        WateringCoordinator(router: router, screens: screens, flows: self)
    }
}
