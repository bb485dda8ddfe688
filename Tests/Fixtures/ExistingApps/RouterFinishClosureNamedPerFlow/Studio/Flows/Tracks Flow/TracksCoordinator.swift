final class TracksCoordinator: BaseCoordinator, TracksCoordinatorOutput {
    var finishTracksFlow: (() -> Void)?

    private let router: Router
    private let factory: TracksModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, factory: TracksModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        let trackListOutput = factory.makeTrackListOutput()
        trackListOutput.onFinish = { [weak self] in
            self?.finishTracksFlow?()
        }
        router.setRootModule(trackListOutput)
    }
}
