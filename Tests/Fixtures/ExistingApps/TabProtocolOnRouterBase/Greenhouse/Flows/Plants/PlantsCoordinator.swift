import UIKit

/// Shows the plants, and asks for the garden tabs.
final class PlantsCoordinator: BaseCoordinator {
    var onTabsRequested: (() -> Void)?
    private let moduleFactory: PlantsModuleFactory

    override init(router: Router, services: GardenServices) {
        moduleFactory = PlantsModuleFactory(services: services)
        super.init(router: router, services: services)
    }

    override func start() {
        showPlantList()
    }

    private func showPlantList() {
        let module = moduleFactory.makePlantList()
        module.onTabsTapped = { [weak self] in
            self?.onTabsRequested?()
        }
        router.setRootModule(module)
    }
}
