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
        let review = ReviewCoordinator(navigationController: navigationController)
        review.onFinish = { [weak self, weak review] in
            self?.childDidFinish(review)
        }
        childCoordinators.append(review)
        review.start()
    }
}

final class SearchCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: MainCoordinator?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)  // expect: back-pop-leak warning
    }

    func searchDidEnd() {
        parentCoordinator?.childDidFinish(self)
    }
}

final class CartCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var didFinish: (() -> Void)?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)  // expect: back-pop-leak warning
    }
}

extension CartCoordinator {
    func close() {
        navigationController.popViewController(animated: true)
        didFinish?()
    }
}

/// Ends through its closure, which the flow's screen calls: the coordinator itself never does.
final class ReviewCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(ReviewViewController(coordinator: self), animated: true)  // expect: back-pop-leak warning
    }
}

final class ReviewViewController: UIViewController {
    private weak var coordinator: ReviewCoordinator?

    init(coordinator: ReviewCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func doneTapped() {
        coordinator?.onFinish?()
    }
}
