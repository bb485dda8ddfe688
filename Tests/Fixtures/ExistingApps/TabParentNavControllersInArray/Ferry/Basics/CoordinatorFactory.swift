protocol CoordinatorFactoryProtocol: AnyObject {
    func makeAppCoordinator(router: Routing) -> Flowing & AppCoordinatorOutput
    func makeDocksCoordinator(router: Routing, navigationController: HarborNavigationController) -> Flowing
    func makeBuoysCoordinator(router: Routing, navigationController: HarborNavigationController) -> Flowing
}

final class CoordinatorFactory {
    private let screenFactory: ScreenFactoryProtocol

    init(screenFactory: ScreenFactoryProtocol) {
        self.screenFactory = screenFactory
    }
}

extension CoordinatorFactory: CoordinatorFactoryProtocol {
    func makeAppCoordinator(router: Routing) -> Flowing & AppCoordinatorOutput {
        AppCoordinator(coordinatorFactory: self, screenFactory: screenFactory, router: router)
    }

    func makeDocksCoordinator(router: Routing, navigationController: HarborNavigationController) -> Flowing {
        DocksCoordinator(screenFactory: screenFactory, router: router, navigationController: navigationController)
    }

    func makeBuoysCoordinator(router: Routing, navigationController: HarborNavigationController) -> Flowing {
        BuoysCoordinator(screenFactory: screenFactory, router: router, navigationController: navigationController)
    }
}
