import UIKit

final class CheckoutViewController: UIViewController {
    var onPaid: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
    }
}
