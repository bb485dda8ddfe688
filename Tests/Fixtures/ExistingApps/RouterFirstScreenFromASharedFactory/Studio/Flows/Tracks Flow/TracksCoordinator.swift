final class TracksCoordinator: BaseCoordinator, TracksCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let factory: TracksModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, factory: TracksModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        showTracks()
    }

    private func showTracks() {
        let tracksOutput = factory.makeTracks()
        tracksOutput.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(tracksOutput)
    }
}
