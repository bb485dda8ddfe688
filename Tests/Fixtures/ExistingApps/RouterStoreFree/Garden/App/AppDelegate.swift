import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var rootCoordinator: RootCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        let window = UIWindow()
        window.rootViewController = navigation
        self.window = window

        let coordinator = RootCoordinator(router: NavigationRouter(navigation), flows: FlowFactoryImpl(screens: ScreenFactoryImpl()))
        rootCoordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
        return true
    }
}
