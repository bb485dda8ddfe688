import UIKit

final class BooksCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let navigationController = UINavigationController()

    func start() -> UIViewController {
        let viewController = BooksViewController()
        viewController.onReview = { [weak self] in self?.showReview() }
        navigationController.setViewControllers([viewController], animated: false)
        return navigationController
    }

    private func showReview() {
        let review = ReviewCoordinator()
        childCoordinators.append(review)
        navigationController.present(review.start(), animated: true)
    }
}

final class BooksViewController: UIViewController {
    var onReview: (() -> Void)?
}
