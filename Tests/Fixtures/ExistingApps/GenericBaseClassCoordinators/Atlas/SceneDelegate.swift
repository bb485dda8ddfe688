import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var mapsCoordinator: MapsCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        let coordinator = MapsCoordinator(navigationController: navigationController)
        coordinator.start()
        mapsCoordinator = coordinator
        window.rootViewController = navigationController
        self.window = window
    }
}
