import UIKit

final class DocksCoordinator: NavigationCoordinator {
    override func start() {
        let viewController = DocksViewController()
        viewController.onSelectBerth = { [weak self] in self?.showBerth() }
        navigationController.pushViewController(viewController, animated: false)
    }

    private func showBerth() {
        let berth = BerthCoordinator(navigationController: navigationController)
        berth.onFinish = { [weak self, weak berth] in
            guard let berth else { return }
            self?.removeChild(berth)
        }
        addChild(berth)
        berth.start()
    }
}
