import UIKit

final class ShelvesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"
    }
}
