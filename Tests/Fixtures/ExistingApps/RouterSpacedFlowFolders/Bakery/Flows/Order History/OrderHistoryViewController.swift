import UIKit

final class OrderHistoryViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order History"
    }
}
