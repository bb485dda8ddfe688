// PagerKitExample — demo of PagerKit. Not part of any app that vendors PagerKit.

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let router = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = router
        let coordinator = AppCoordinator(router: router)
        coordinator.start()
        self.coordinator = coordinator
        self.window = window
        window.makeKeyAndVisible()
    }
}
