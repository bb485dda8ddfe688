import UIKit

/// Shows when each plant is watered.
final class WateringCoordinator: BaseCoordinator, GardenTabCoordinator {
    var onTabSwitch: ((_ tab: GardenTab) -> Void)?
    private let schedule: [String]

    override init(router: Router, services: GardenServices) {
        schedule = ["Fern", "Basil"]
        super.init(router: router, services: services)
    }

    override func start() {
        let screen = WateringViewController()
        screen.title = schedule.joined(separator: ", ")
        screen.onSeedsTapped = { [weak self] in
            self?.onTabSwitch?(.seeds)
        }
        router.setRootModule(screen)
    }
}
