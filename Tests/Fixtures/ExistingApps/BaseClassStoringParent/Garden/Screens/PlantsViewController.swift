import UIKit

final class PlantsViewController: UIViewController {
    var onSelectPlant: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plants"
    }

    func select(_ plant: String) {
        onSelectPlant?(plant)
    }
}
