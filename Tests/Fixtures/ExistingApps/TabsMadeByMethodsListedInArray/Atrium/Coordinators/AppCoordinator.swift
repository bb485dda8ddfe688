import UIKit

final class AppCoordinator: CoordinatorProtocol {
    private let window: UIWindow
    private let networkService = NetworkService()
    private var childCoordinators = [CoordinatorProtocol]()

    var rootViewController: UIViewController {
        window.rootViewController ?? UIViewController()
    }

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let mainCoordinator = MainCoordinator(rootTabBarController: UITabBarController(), networkService: networkService)
        mainCoordinator.parentCoordinator = self
        mainCoordinator.start()
        childCoordinators.append(mainCoordinator)
        window.rootViewController = mainCoordinator.rootViewController
        window.makeKeyAndVisible()
    }
}
