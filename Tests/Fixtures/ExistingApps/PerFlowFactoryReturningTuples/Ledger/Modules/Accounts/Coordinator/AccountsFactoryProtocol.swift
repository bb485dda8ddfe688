import UIKit

protocol AccountsFactoryProtocol {
    func makeAccountsScene() -> (viewModel: AccountsViewModel, viewController: UIViewController)
}
