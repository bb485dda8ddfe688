import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let tabBarController = UITabBarController()

    func start() -> UIViewController {
        let books = BooksCoordinator()
        let authors = AuthorsCoordinator()
        childCoordinators = [books, authors]
        tabBarController.viewControllers = [books.start(), authors.start()]
        return tabBarController
    }
}
