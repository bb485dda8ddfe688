final class AppCoordinator: BaseCoordinator {
    private let router: RouterType
    private let dependencies: Dependencies

    init(router: RouterType, dependencies: Dependencies) {
        self.router = router
        self.dependencies = dependencies
    }

    override func start() {
        runHomeFlow()
    }

    private func runHomeFlow() {
        let coordinator = HomeCoordinator(router: router, dependencies: dependencies, greeting: "Hello")
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runGalleryFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runGalleryFlow() {
        let coordinator = GalleryCoordinator(router: router, dependencies: dependencies, startIndex: 0)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}
