import UIKit

final class OrdersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
    }
}
