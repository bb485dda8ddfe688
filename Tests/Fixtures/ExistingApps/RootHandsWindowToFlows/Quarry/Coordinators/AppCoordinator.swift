import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        showSignIn()
        window.makeKeyAndVisible()
    }

    private func showSignIn() {
        let coordinator = SignInCoordinator(window: window)
        coordinator.onSignedIn = { [weak self, weak coordinator] in
            guard let self, let coordinator else { return }
            self.removeChild(coordinator)
            self.showPits()
        }
        addChild(coordinator)
        coordinator.start()
    }

    private func showPits() {
        let coordinator = PitsCoordinator(window: window)
        addChild(coordinator)
        coordinator.start()
    }
}
