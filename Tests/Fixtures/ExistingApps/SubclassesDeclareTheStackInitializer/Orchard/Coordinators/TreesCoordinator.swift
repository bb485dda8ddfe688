import UIKit

final class TreesCoordinator: FlowCoordinator {
    init(navigationController: UINavigationController) {
        super.init()
        self.navigationController = navigationController
    }

    override func start() {
        let viewController = TreesViewController()
        viewController.onPickHarvest = { [weak self] in
            self?.openHarvest()
        }
        navigationController?.pushViewController(viewController, animated: false)
    }

    private func openHarvest() {
        let harvest = HarvestCoordinator(navigationController: navigationController!)
        harvest.onDone = { [weak self, weak harvest] in
            guard let self, let harvest else { return }
            self.removeChild(harvest)
        }
        addChild(harvest)
        harvest.start()
    }
}
