import UIKit

/// Asks who is boarding.
final class BoardingCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private var owner: BoardingParentProtocol
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController, owner: BoardingParentProtocol) {
        self.navigationController = navigationController
        self.owner = owner
    }

    func start() {
        let screen = BoardingVC()
        screen.onDone = { [weak self] in self?.finish() }
        navigationController.pushViewController(screen, animated: false)
    }

    func finish() {
        navigationController.popToRootViewController(animated: true)
        owner.boardingFinished(self)
    }
}
