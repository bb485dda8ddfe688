import UIKit

final class ShoppingViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
    }
}
