protocol WalksCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class WalksCoordinator: BaseCoordinator, WalksCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let screens: ScreenFactory
    private let flows: FlowFactory

    init(router: Router, screens: ScreenFactory, flows: FlowFactory) {
        self.router = router
        self.screens = screens
        self.flows = flows
    }

    override func start() {
        let screen = screens.makeWalksScreen()
        screen.onFinish = { [weak self] in
            self?.router.popModule()
            self?.finishFlow?()
        }
        router.push(screen)
    }
}
