import UIKit

final class PoolsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pools"
    }
}
