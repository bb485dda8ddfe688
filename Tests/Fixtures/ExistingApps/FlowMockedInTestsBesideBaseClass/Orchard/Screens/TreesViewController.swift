import UIKit

final class TreesViewController: UIViewController {
    var onHarvest: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trees"
    }
}
