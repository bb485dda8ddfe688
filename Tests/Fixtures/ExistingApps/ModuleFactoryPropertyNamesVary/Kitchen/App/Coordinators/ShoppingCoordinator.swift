protocol ShoppingCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class ShoppingCoordinator: BaseCoordinator, ShoppingCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let factory: ShoppingModuleFactoryType
    private let router: Routable

    init(with factory: ShoppingModuleFactoryType, router: Routable) {
        self.factory = factory
        self.router = router
    }

    override func start() {
        let list = factory.makeShoppingModule()
        list.onDone = { [weak self] in
            self?.finishFlow?()
        }
        router.setRoot(list)
    }
}
