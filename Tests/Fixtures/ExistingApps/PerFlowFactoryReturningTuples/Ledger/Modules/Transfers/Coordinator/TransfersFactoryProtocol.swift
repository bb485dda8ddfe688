import UIKit

protocol TransfersFactoryProtocol {
    func makeTransfersScene() -> (viewModel: TransfersViewModel, viewController: UIViewController)
}
