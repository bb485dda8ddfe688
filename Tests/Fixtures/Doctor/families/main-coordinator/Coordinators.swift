import UIKit

// The plain MainCoordinator family: children point back with `parentCoordinator`, the parent's
// `childDidFinish(_:)` removes them, screens hold their coordinator weakly, and the main coordinator,
// as its navigation controller's delegate, notices Back.

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }

    func buySubscription() {
        let child = BuyCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func createAccount() {
        let child = CreateAccountCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        for case let child as BuyCoordinator in childCoordinators
        where !navigationController.viewControllers.contains(where: { $0 === child.firstScreen }) {
            childDidFinish(child)
        }
    }
}

final class BuyCoordinator: Coordinator {
    weak var parentCoordinator: MainCoordinator?
    weak var firstScreen: UIViewController?
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let buy = BuyViewController()
        buy.coordinator = self
        firstScreen = buy
        navigationController.pushViewController(buy, animated: true)
    }
}

final class CreateAccountCoordinator: Coordinator {
    var parentCoordinator: MainCoordinator?  // expect: strong-finish-delegate warning
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let form = CreateAccountViewController()
        form.coordinator = self
        navigationController.pushViewController(form, animated: true)
    }

    func didFinishCreating() {
        parentCoordinator?.childDidFinish(self)
    }
}

final class HomeViewController: UIViewController {
    weak var coordinator: MainCoordinator?
}

final class BuyViewController: UIViewController {
    weak var coordinator: BuyCoordinator?
}

final class CreateAccountViewController: UIViewController {
    var coordinator: CreateAccountCoordinator?  // expect: strong-finish-delegate warning
}
