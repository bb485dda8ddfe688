import UIKit

final class HarvestViewController: UIViewController {
    var onTrees: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harvest"
    }
}
