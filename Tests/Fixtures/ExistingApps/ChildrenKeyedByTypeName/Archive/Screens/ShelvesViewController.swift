import UIKit

final class ShelvesViewController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"
    }
}
