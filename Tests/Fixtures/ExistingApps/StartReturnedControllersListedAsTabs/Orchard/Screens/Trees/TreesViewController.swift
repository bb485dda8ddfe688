import UIKit

final class TreesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trees"
    }
}
