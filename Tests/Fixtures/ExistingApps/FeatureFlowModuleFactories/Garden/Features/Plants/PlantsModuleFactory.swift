import UIKit

/// Builds the plants flow's screens with their view models.
struct PlantsModuleFactory {
    func makePlantsList() -> PlantsViewController {
        PlantsViewController(viewModel: PlantsViewModel())
    }

    func makePlantsDetail(_ plant: String) -> PlantsDetailViewController {
        PlantsDetailViewController(plant: plant)
    }
}
