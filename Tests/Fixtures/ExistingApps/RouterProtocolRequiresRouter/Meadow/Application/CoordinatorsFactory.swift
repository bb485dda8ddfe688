/// A class without a protocol; its methods share only their verb.
final class CoordinatorsFactory {
    func makeHome(with router: Router) -> Coordinator & HomeCoordinatorOutput {
        HomeCoordinator(router: router, modulesFactory: ModulesFactory(), coordinatorsFactory: CoordinatorsFactory())
    }

    func makeGarden(with router: Router) -> Coordinator & GardenCoordinatorOutput {
        GardenCoordinator(router: router, modulesFactory: ModulesFactory())
    }

    func makePond(with router: Router) -> Coordinator & PondCoordinatorOutput {
        PondCoordinator(router: router, modulesFactory: ModulesFactory())
    }
}
