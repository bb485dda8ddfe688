import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate, RouterDelegate {
    var window: UIWindow?
    private lazy var coordinatorFactory: CoordinatorFactoryProtocol = CoordinatorFactory(screenFactory: ScreenFactory())
    private lazy var router: Routing = Router(delegate: self)
    private lazy var appCoordinator = coordinatorFactory.makeAppCoordinator(router: router)

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        appCoordinator.startFlow()
        window?.makeKeyAndVisible()
    }

    func setRoot(_ module: Showable?) {
        window?.rootViewController = module?.toShow()
    }
}
