import UIKit

final class TreesViewController: UIViewController {
    var onPickHarvest: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trees"
    }
}
