protocol WelcomeCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class WelcomeCoordinator: BaseCoordinator, WelcomeCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let factory: WelcomeModuleFactoryType
    private let router: Routable

    init(with factory: WelcomeModuleFactoryType, router: Routable) {
        self.factory = factory
        self.router = router
    }

    override func start() {
        showWelcome()
    }

    private func showWelcome() {
        let welcome = factory.makeWelcomeModule()
        welcome.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.setRoot(welcome)
    }
}
