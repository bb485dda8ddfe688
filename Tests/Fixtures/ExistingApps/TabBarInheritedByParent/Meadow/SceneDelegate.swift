import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var tabCoordinator: TabCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabBarController = UITabBarController()
        let coordinator = TabCoordinator(tabBarController: tabBarController)
        tabCoordinator = coordinator
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        self.window = window
        coordinator.start()
    }
}
