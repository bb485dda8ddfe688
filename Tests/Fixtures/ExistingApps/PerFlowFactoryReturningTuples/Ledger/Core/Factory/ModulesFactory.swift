import UIKit

/// Makes every flow's scenes; each flow sees it through its own protocol.
final class ModulesFactory {}

extension ModulesFactory: AccountsFactoryProtocol {
    func makeAccountsScene() -> (viewModel: AccountsViewModel, viewController: UIViewController) {
        let viewModel = AccountsViewModel()
        return (viewModel, AccountsViewController(viewModel: viewModel))
    }
}

extension ModulesFactory: TransfersFactoryProtocol {
    func makeTransfersScene() -> (viewModel: TransfersViewModel, viewController: UIViewController) {
        let viewModel = TransfersViewModel()
        return (viewModel, TransfersViewController(viewModel: viewModel))
    }
}
