import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.makeKeyAndVisible()
        let entries = EntriesCoordinator(window: window)
        addChildCoordinator(entries)
        entries.start()
    }
}
