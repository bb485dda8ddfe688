import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: .zero)
        let coordinator = AppCoordinator(window: window)
        appCoordinator = coordinator
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
