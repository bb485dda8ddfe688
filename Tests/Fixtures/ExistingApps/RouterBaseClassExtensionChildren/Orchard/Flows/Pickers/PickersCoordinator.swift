final class PickersCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let services: OrchardServices

    init(router: Router, services: OrchardServices) {
        self.router = router
        self.services = services
    }

    override func start() {
        let screen = PickersViewController()
        screen.onDone = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(screen)
    }
}
