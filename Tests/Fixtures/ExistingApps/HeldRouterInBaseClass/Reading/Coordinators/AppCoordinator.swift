import UIKit

final class AppCoordinator: RoutedCoordinator {
    override func start() {
        let library = LibraryCoordinator(router: router, catalog: Catalog())
        library.onFinish = { [weak self, weak library] in
            guard let library else { return }
            self?.childCoordinators.removeAll { $0 === library }
        }
        childCoordinators.append(library)
        library.start()
    }
}
