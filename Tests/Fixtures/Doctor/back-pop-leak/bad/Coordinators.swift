import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([HomeViewController()], animated: false)
    }

    func openCheckout() {
        let checkout = CheckoutCoordinator(navigationController: navigationController)
        checkout.onFinish = { [weak self, weak checkout] in
            self?.childCoordinators.removeAll { $0 === checkout }
        }
        childCoordinators.append(checkout)
        checkout.start()
    }
}

final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let cart = CartViewController()
        cart.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        navigationController.pushViewController(cart, animated: true)  // expect: back-pop-leak
    }
}

final class HomeViewController: UIViewController {}

final class CartViewController: UIViewController {
    var onDone: (() -> Void)?
}
