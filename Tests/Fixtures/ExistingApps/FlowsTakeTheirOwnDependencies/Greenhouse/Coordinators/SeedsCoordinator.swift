import UIKit

@MainActor
protocol SeedsCoordinatorDelegate: AnyObject {
    func seedsCoordinatorDidFinish(_ coordinator: SeedsCoordinator, ordered count: Int)
}

/// Orders seeds from the supplier.
@MainActor
final class SeedsCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var delegate: SeedsCoordinatorDelegate?
    let navigationController: UINavigationController
    let catalog: Catalog
    let supplier: Supplier

    init(navigationController: UINavigationController, catalog: Catalog, supplier: Supplier) {
        self.navigationController = navigationController
        self.catalog = catalog
        self.supplier = supplier
    }

    func start() {
        let viewController = SeedsViewController()
        viewController.onDone = { [weak self] in self?.done() }
        navigationController.pushViewController(viewController, animated: true)
    }

    private func done() {
        navigationController.popViewController(animated: true)
        delegate?.seedsCoordinatorDidFinish(self, ordered: 1)
    }
}
