protocol AppCoordinatorOutput {
    var finishFlow: (() -> Void)? { get set }
}

/// Runs the tabs: one navigation controller per tab, handed to each flow by position.
final class AppCoordinator: FlowCoordinator, Flowing, AppCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let coordinatorFactory: CoordinatorFactoryProtocol
    private let screenFactory: ScreenFactoryProtocol
    private let router: Routing
    private let stacks: [HarborNavigationController] = [HarborNavigationController(), HarborNavigationController()]
    private let tabs = HarborTabBarController()

    init(coordinatorFactory: CoordinatorFactoryProtocol, screenFactory: ScreenFactoryProtocol, router: Routing) {
        self.coordinatorFactory = coordinatorFactory
        self.screenFactory = screenFactory
        self.router = router
    }

    func startFlow() {
        tabs.viewControllers = stacks
        router.setRoot(module: tabs)
        runDocksFlow(navigationController: stacks[0])
        runBuoysFlow(navigationController: stacks[1])
    }
}

private extension AppCoordinator {
    func runDocksFlow(navigationController: HarborNavigationController) {
        let docksCoordinator = coordinatorFactory.makeDocksCoordinator(router: router, navigationController: navigationController)
        addDependency(docksCoordinator)
        docksCoordinator.startFlow()
    }

    func runBuoysFlow(navigationController: HarborNavigationController) {
        let buoysCoordinator = coordinatorFactory.makeBuoysCoordinator(router: router, navigationController: navigationController)
        addDependency(buoysCoordinator)
        buoysCoordinator.startFlow()
    }
}
