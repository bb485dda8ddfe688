import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(navigationController: navigationController)
        self.coordinator = coordinator
        coordinator.start()
        window = UIWindow(frame: .zero)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}
