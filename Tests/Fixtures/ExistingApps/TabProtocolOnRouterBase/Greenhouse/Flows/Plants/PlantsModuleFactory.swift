import UIKit

/// Makes the screens of the plants flow.
final class PlantsModuleFactory {
    private let services: GardenServices

    init(services: GardenServices) {
        self.services = services
    }

    func makePlantList() -> PlantListViewController {
        PlantListViewController(greeting: services.greeting)
    }
}
