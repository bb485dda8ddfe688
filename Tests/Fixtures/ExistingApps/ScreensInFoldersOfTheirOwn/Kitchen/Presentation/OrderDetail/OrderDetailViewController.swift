import UIKit

/// One order.
final class OrderDetailViewController: BaseViewController<Int> {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order \(model)"
    }
}
