import UIKit

final class PlantsViewController: UIViewController {
    weak var coordinator: PlantsCoordinator?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        coordinator?.didFinishPlants()
    }
}
