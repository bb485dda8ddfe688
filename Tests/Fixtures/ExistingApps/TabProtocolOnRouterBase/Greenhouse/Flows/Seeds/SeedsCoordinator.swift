import UIKit

/// What the seeds flow offers its parent.
protocol SeedsCoordinatorOutput: GardenTabCoordinator {}

/// Shows the seed packets.
final class SeedsCoordinator: BaseCoordinator, SeedsCoordinatorOutput {
    var onTabSwitch: ((_ tab: GardenTab) -> Void)?
    private let moduleFactory: SeedsModuleFactory

    override init(router: Router, services: GardenServices) {
        moduleFactory = SeedsModuleFactory()
        super.init(router: router, services: services)
    }

    override func start() {
        let screen = moduleFactory.makeSeeds()
        screen.onWaterTapped = { [weak self] in
            self?.onTabSwitch?(.watering)
        }
        router.setRootModule(screen)
    }
}
