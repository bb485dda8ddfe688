import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var tabsCoordinator: TabsCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabBarController = UITabBarController()
        let coordinator = TabsCoordinator(tabBarController: tabBarController, services: OrchardServices())
        coordinator.start()
        tabsCoordinator = coordinator
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        self.window = window
    }
}
