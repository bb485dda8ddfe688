import UIKit

final class HarvestViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harvest"
    }
}
