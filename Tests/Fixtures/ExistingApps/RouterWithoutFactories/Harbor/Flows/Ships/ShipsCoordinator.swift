final class ShipsCoordinator: BaseCoordinator, CoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let services: HarborServices

    init(router: Router, services: HarborServices) {
        self.router = router
        self.services = services
    }

    override func start() {
        router.setRootModule(ShipsViewController(), animated: false)
    }
}
