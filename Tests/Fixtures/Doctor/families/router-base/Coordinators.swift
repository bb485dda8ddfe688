import UIKit

// The Router/BaseCoordinator family: a router pushes for the coordinators, children are kept with
// addDependency/removeDependency, and a child reports its end through a `finishFlow` closure.

protocol Coordinator: AnyObject {
    func start()
}

protocol Router: AnyObject {
    func push(_ module: UIViewController?, animated: Bool)
    func setRootModule(_ module: UIViewController?)
}

final class DefaultRouter: Router {
    private let rootController: UINavigationController

    init(rootController: UINavigationController) {
        self.rootController = rootController
    }

    func push(_ module: UIViewController?, animated: Bool) {
        guard let module else { return }
        rootController.pushViewController(module, animated: animated)
    }

    func setRootModule(_ module: UIViewController?) {
        guard let module else { return }
        rootController.setViewControllers([module], animated: false)
    }
}

class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    func start() {}

    func addDependency(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeDependency(_ coordinator: Coordinator?) {
        guard let coordinator else { return }
        for (index, element) in childCoordinators.enumerated() where element === coordinator {
            childCoordinators.remove(at: index)
            break
        }
    }
}

final class ApplicationCoordinator: BaseCoordinator {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        runAuthFlow()
    }

    private func runAuthFlow() {
        let coordinator = AuthCoordinator(router: router)
        coordinator.finishFlow = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
            self?.runMainFlow()
        }
        addDependency(coordinator)
        coordinator.start()
    }

    private func runMainFlow() {
        let coordinator = TabCoordinator(router: router)
        coordinator.finishFlow = { [weak self] in  // expect: strong-finish-delegate error
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.start()
    }
}

final class AuthCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        let login = LoginViewController()
        login.onLogin = { [weak self] in self?.finishFlow?() }
        router.setRootModule(login)
    }
}

final class TabCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?  // expect: parent-never-told warning
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        let coordinator = ItemCoordinator(router: router)
        addDependency(coordinator)  // expect: child-never-removed warning
        coordinator.start()
    }
}

final class ItemCoordinator: BaseCoordinator {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        router.push(ItemListViewController(), animated: true)
    }
}

final class LoginViewController: UIViewController {
    var onLogin: (() -> Void)?
}

final class ItemListViewController: UIViewController {
    func didSelectItem() {
        navigationController?.pushViewController(ItemDetailsViewController(), animated: true)  // expect: view-controller-navigates warning
    }
}

final class ItemDetailsViewController: UIViewController {}
