import UIKit

/// The root: it holds the window and hands it to the first flows, which make their own stacks.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var didFinish: (() -> Void)?

    private let window: UIWindow
    private let services: AppServices

    init(window: UIWindow, services: AppServices = AppServices.standard) {
        self.window = window
        self.services = services
    }

    func start() {
        let welcome = WelcomeCoordinator(window: window, services: services)
        addChildCoordinator(welcome)
        welcome.start()
    }
}
