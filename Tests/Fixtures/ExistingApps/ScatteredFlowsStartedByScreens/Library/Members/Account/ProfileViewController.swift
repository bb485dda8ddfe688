import UIKit

/// A member's page: their library card is shown from here.
final class ProfileViewController: UIViewController {
    private var cardCoordinator: MembershipCoordinator?

    func showCard() {
        guard let navigationController else { return }
        let coordinator = MembershipCoordinator(navigationController: navigationController)
        cardCoordinator = coordinator
        coordinator.start()
    }
}
