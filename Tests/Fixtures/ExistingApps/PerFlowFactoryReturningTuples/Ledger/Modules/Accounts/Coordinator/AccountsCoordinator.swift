import UIKit

final class AccountsCoordinator: BaseCoordinator {
    var onTransfer: (() -> Void)?

    private let router: NavigationRoutable
    private let factory: AccountsFactoryProtocol

    init(router: NavigationRoutable, factory: AccountsFactoryProtocol) {
        self.router = router
        self.factory = factory
    }

    override func start() {
        let (viewModel, viewController) = factory.makeAccountsScene()
        viewModel.onNext = { [weak self] in
            self?.onTransfer?()
        }
        router.setRootModule(viewController, hideNavBar: false)
    }
}
