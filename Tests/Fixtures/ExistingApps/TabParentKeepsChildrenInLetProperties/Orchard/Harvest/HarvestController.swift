import UIKit

final class HarvestController: UIViewController {
    weak var coordinator: HarvestCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harvest"
    }
}
