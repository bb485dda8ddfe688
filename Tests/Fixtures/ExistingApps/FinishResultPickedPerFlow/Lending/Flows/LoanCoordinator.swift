import UIKit

/// Ends with whether the book came back.
final class LoanCoordinator: ResultFlow<Bool> {
    override func start(with link: Link?) {
        let viewController = LoanViewController()
        viewController.onReturn = { [weak self] in
            self?.onFinishFlow?(true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
