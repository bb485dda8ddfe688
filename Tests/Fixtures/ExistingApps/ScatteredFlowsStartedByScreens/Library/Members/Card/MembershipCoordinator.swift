import UIKit

/// Shows a member's card, and replaces a lost one.
@MainActor
final class MembershipCoordinator: Coordinator {
    let navigationController: UINavigationController
    private var replacementCoordinator: CardReplacementCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(CardViewController(), animated: true)
    }

    func replaceLostCard() {
        let coordinator = CardReplacementCoordinator(navigationController: navigationController)
        coordinator.onFinish = { [weak self] in
            self?.replacementCoordinator = nil
        }
        replacementCoordinator = coordinator
        coordinator.start()
    }
}
