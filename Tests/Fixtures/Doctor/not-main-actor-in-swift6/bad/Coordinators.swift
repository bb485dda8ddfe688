import UIKit

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    func start()
}

final class ShopCoordinator: Coordinator {  // expect: not-main-actor-in-swift6
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([UIViewController()], animated: false)
    }
}

@MainActor
final class CartCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() {}
}
