import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: Coordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        // A returning passenger skips boarding and lands on the deck the boarding flow leads to.
        if UserDefaults.standard.bool(forKey: "boarded") {
            coordinator = MainDeckCoordinator(navigationController: navigationController)
        } else {
            coordinator = AppCoordinator(navigationController: navigationController)
        }
        coordinator?.start()
        window = UIWindow(frame: .zero)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}
