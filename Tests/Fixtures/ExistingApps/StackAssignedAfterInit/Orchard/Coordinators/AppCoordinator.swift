import UIKit

final class AppCoordinator: BaseCoordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        showGrove()
    }

    private func showGrove() {
        let grove = GroveCoordinator(season: "autumn")
        grove.navigationController = navigationController
        start(coordinator: grove)
    }
}
