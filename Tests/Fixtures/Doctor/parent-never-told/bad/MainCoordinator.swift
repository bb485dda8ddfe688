import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
    func childDidFinish(_ child: Coordinator?)
}

extension Coordinator {
    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let search = SearchCoordinator(navigationController: navigationController)
        search.parentCoordinator = self
        childCoordinators.append(search)
        search.start()
        let cart = CartCoordinator(navigationController: navigationController)
        cart.didFinish = { [weak self, weak cart] in
            self?.childDidFinish(cart)
        }
        childCoordinators.append(cart)
        cart.start()
    }
}

final class SearchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: MainCoordinator?  // expect: parent-never-told
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)  // expect: back-pop-leak warning
    }
}

final class CartCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var didFinish: (() -> Void)?  // expect: parent-never-told
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)  // expect: back-pop-leak warning
    }
}

/// Calls its own closure of the same name: that tells nobody about CartCoordinator.
final class CartViewController: UIViewController {
    var didFinish: (() -> Void)?

    func doneTapped() {
        self.didFinish?()
    }
}
