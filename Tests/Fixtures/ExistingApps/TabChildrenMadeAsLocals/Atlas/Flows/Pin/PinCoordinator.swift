import UIKit

final class PinCoordinator: NavigationCoordinator {
    override func start() {
        let screen = PinViewController()
        screen.onClose = { [weak self] in
            guard let self else { return }
            self.navigationController.popViewController(animated: true)
            self.finish()
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
