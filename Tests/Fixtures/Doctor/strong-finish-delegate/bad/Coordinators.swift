import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

protocol CoordinatorFinishDelegate {  // expect: strong-finish-delegate warning
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

final class MainCoordinator: Coordinator, CoordinatorFinishDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        let viewController = HomeViewController()
        viewController.coordinator = self
        navigationController.setViewControllers([viewController], animated: false)
    }

    func buy() {
        let child = BuyCoordinator()
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func showProfile() {
        let child = ProfileCoordinator()
        child.finishDelegate = self
        childCoordinators.append(child)
        child.start()
    }

    func showSettings() {
        let child = SettingsCoordinator()
        child.onFinish = {  // expect: strong-finish-delegate error
            self.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }

    func childDidFinish(_ child: Coordinator?) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class BuyCoordinator: Coordinator {
    var parentCoordinator: MainCoordinator?  // expect: strong-finish-delegate warning
    var childCoordinators: [Coordinator] = []

    func start() {}

    func didFinishBuying() {
        parentCoordinator?.childDidFinish(self)
    }
}

final class ProfileCoordinator: Coordinator {
    var finishDelegate: CoordinatorFinishDelegate?  // expect: strong-finish-delegate warning
    var childCoordinators: [Coordinator] = []

    func start() {}
}

final class SettingsCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    var childCoordinators: [Coordinator] = []

    func start() {}
}

final class HomeViewController: UIViewController {
    var coordinator: MainCoordinator?  // expect: strong-finish-delegate warning

    @objc func buyTapped() {
        coordinator?.buy()
    }
}
