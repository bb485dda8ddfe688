import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let container = Container()
    private var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let rootController = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = rootController
        self.window = window
        let coordinator = container.makeAppCoordinator(router: RouterImp(rootController: rootController))
        appCoordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
    }
}
