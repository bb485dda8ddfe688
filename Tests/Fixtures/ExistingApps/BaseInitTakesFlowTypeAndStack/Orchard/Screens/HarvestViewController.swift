import UIKit

final class HarvestViewController: UIViewController {
    var onStorage: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harvest"
    }
}
