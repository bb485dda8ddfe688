import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: Coordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        let coordinator = CoordinatorMaker.make(AppCoordinator.self, navigationController: navigationController)
        window.rootViewController = navigationController
        coordinator.start()
        self.coordinator = coordinator
        self.window = window
        window.makeKeyAndVisible()
    }
}
