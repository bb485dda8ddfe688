/// Makes the screens of the Plants flow.
protocol PlantsCoordinatorFactoryProtocol {
    func makePlantsScreen() -> PlantsViewController
}

final class PlantsCoordinatorFactory: PlantsCoordinatorFactoryProtocol {
    func makePlantsScreen() -> PlantsViewController {
        PlantsViewController()
    }
}
