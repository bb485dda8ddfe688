import UIKit
import Basket

/// Runs the Basket flow alone, to work on it without the rest of the app.
final class BasketDemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: BasketCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController()
        let coordinator = BasketCoordinator(navigationController: navigationController)
        self.coordinator = coordinator
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
        coordinator.start()
    }
}
