final class DocksCoordinator: FlowCoordinator, Flowing {
    var finishFlow: (() -> Void)?

    private let screenFactory: ScreenFactoryProtocol
    private let router: Routing
    private let navigationController: HarborNavigationController

    init(screenFactory: ScreenFactoryProtocol, router: Routing, navigationController: HarborNavigationController) {
        self.screenFactory = screenFactory
        self.router = router
        self.navigationController = navigationController
    }

    func startFlow() {
        let module = screenFactory.makeDocksScreen()
        let view = module.view
        module.output.onDone = { [weak self, weak view] in
            self?.router.popToRoot(view)
        }
        router.push(view, onto: navigationController)
    }
}
