protocol HomeCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class HomeCoordinator: BaseCoordinator, HomeCoordinatorOutput {
    var finishFlow: (() -> Void)?
    private let router: RouterType
    private let dependencies: Dependencies
    private let greeting: String

    init(router: RouterType, dependencies: Dependencies, greeting: String) {
        self.router = router
        self.dependencies = dependencies
        self.greeting = greeting
    }

    override func start() {
        let viewController = HomeViewController()
        viewController.title = "\(greeting), \(dependencies.studioName)"
        viewController.onDone = { [weak self] in
            self?.finishFlow?()
        }
        router.setRoot(viewController)
    }
}
