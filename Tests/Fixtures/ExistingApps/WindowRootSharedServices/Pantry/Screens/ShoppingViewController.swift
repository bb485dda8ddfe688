import UIKit

final class ShoppingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
    }
}
