import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

final class AppCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
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

    /// Back and the swipe pop without asking: finish the flow whose first screen left.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for case let child as CheckoutCoordinator in childCoordinators where !navigationController.viewControllers.contains(where: { $0 === child.firstScreen }) {
            child.onFinish?()
        }
    }
}

final class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?
    private(set) var firstScreen: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let cart = CartViewController()
        cart.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.onFinish?()
        }
        firstScreen = cart
        navigationController.pushViewController(cart, animated: true)
    }
}

final class HomeViewController: UIViewController {}

final class CartViewController: UIViewController {
    var onDone: (() -> Void)?
}
