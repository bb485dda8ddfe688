import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var applicationCoordinator: ApplicationCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let rootController = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = rootController
        self.window = window

        let coordinator = ApplicationCoordinator(router: RouterImp(rootController: rootController), coordinatorFactory: CoordinatorFactoryImp())
        applicationCoordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
    }
}
