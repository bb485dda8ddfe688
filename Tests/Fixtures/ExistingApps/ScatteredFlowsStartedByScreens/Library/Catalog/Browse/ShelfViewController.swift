import UIKit

/// The first screen: browsing starts here, and so does borrowing.
final class ShelfViewController: UIViewController {
    private var borrowCoordinator: BorrowCoordinator?

    func borrow() {
        guard let navigationController else { return }
        let coordinator = BorrowCoordinator(navigationController: navigationController)
        borrowCoordinator = coordinator
        coordinator.start()
    }
}
