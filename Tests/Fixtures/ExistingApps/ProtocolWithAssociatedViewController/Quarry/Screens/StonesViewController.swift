import UIKit

final class StonesViewController: UIViewController {
    var onCarts: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stones"
    }
}
