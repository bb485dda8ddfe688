import UIKit

final class LibraryCoordinator: RoutedCoordinator {
    var onFinish: (() -> Void)?
    private let catalog: Catalog

    init(router: Routing, catalog: Catalog) {
        self.catalog = catalog
        super.init(router: router)
    }

    override func start() {
        let viewController = LibraryViewController()
        viewController.onOpenBook = { [weak self] in self?.showBook() }
        router.setRoot(viewController, hideBar: false)
    }

    private func showBook() {
        let book = BookCoordinator(router: router)
        book.onFinish = { [weak self, weak book] in
            guard let book else { return }
            self?.childCoordinators.removeAll { $0 === book }
        }
        childCoordinators.append(book)
        book.start()
    }
}
