final class AppCoordinator: BaseCoordinator {
    private let dependencies: Dependencies

    init(router: RouterType, dependencies: Dependencies) {
        self.dependencies = dependencies
        super.init(router: router)
    }

    override func start() {
        runHomeFlow()
    }

    private func runHomeFlow() {
        let coordinator = HomeCoordinator(router: router, dependencies: dependencies, greeting: "Hello")
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeChildCoordinator(coordinator)
            self?.runGalleryFlow()
        }
        addChildCoordinator(coordinator)
        coordinator.start()
    }

    private func runGalleryFlow() {
        let coordinator = GalleryCoordinator(router: router, dependencies: dependencies, startIndex: 0)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeChildCoordinator(coordinator)
        }
        addChildCoordinator(coordinator)
        coordinator.start()
    }
}
