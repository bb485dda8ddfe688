import UIKit

@MainActor
protocol PlantsCoordinatorDelegate: AnyObject {
    func plantsCoordinatorDidFinish(_ coordinator: PlantsCoordinator)
}

/// Browses the plants in the catalogue.
@MainActor
final class PlantsCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var delegate: PlantsCoordinatorDelegate?
    let navigationController: UINavigationController
    let catalog: Catalog
    let supplier: Supplier

    init(navigationController: UINavigationController, catalog: Catalog, supplier: Supplier) {
        self.navigationController = navigationController
        self.catalog = catalog
        self.supplier = supplier
    }

    func start() {
        let viewController = PlantsViewController()
        viewController.onDone = { [weak self] in self?.done() }
        navigationController.pushViewController(viewController, animated: true)
    }

    private func done() {
        navigationController.popViewController(animated: true)
        delegate?.plantsCoordinatorDidFinish(self)
    }
}
