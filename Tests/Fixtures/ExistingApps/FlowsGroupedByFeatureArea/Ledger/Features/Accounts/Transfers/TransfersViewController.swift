import UIKit

final class TransfersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transfers"
    }
}
