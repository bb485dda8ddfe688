import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?
    private let stack = UINavigationController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = stack
        window.makeKeyAndVisible()
        self.window = window
        let coordinator = AppCoordinator(navigator: StackNavigator(stack: stack))
        coordinator.start()
        self.coordinator = coordinator
    }
}
