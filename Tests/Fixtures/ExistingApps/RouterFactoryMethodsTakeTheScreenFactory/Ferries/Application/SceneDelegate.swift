import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private lazy var appCoordinator = makeAppCoordinator()
    private let navigationController = UINavigationController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        self.window = window
        appCoordinator.start()
        window.makeKeyAndVisible()
    }

    private func makeAppCoordinator() -> AppCoordinator {
        AppCoordinator(
            router: AppRouterImpl(navigationController: navigationController), moduleFactory: ModuleFactoryImpl(),
            coordinatorFactory: CoordinatorFactoryImpl())
    }
}
