import UIKit

final class TransfersCoordinator: BaseCoordinator {
    var onDone: (() -> Void)?

    private let router: NavigationRoutable
    private let factory: TransfersFactoryProtocol

    init(router: NavigationRoutable, factory: TransfersFactoryProtocol) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        let (viewModel, viewController) = factory.makeTransfersScene()
        viewModel.onNext = { [weak self] in
            self?.router.popModule(animated: true)
            self?.onDone?()
        }
        router.push(viewController, animated: true)
    }
}
