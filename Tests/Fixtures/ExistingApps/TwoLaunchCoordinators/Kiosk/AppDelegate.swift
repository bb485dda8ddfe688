import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: MainCoordinator?
    /// Handles links opened before the main flow is on screen.
    var linkCoordinator: LinkCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        coordinator = MainCoordinator(navigationController: navigationController)
        linkCoordinator = LinkCoordinator(navigationController: navigationController)
        coordinator?.start()
        window = UIWindow(frame: .zero)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}
