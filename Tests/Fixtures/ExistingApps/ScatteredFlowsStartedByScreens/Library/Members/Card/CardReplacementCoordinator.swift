import UIKit

/// Orders a new card, then hands control back.
@MainActor
final class CardReplacementCoordinator: Coordinator {
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = LostCardViewController()
        screen.onOrdered = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
