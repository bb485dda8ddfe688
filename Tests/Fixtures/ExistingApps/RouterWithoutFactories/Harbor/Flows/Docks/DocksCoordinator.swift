final class DocksCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let services: HarborServices

    init(router: Router, services: HarborServices) {
        self.router = router
        self.services = services
    }

    override func start() {
        let screen = DocksViewController()
        screen.onDone = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(screen, animated: false)
    }
}
