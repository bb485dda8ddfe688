final class CratesCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let services: OrchardServices

    init(router: Router, services: OrchardServices) {
        self.router = router
        self.services = services
    }

    override func start() {
        router.setRootModule(CratesViewController())
    }
}
