import UIKit

final class SignInCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onSignedIn: (() -> Void)?
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let screen = SignInViewController()
        screen.onSignedIn = { [weak self] in
            self?.onSignedIn?()
        }
        window.rootViewController = screen
    }
}
