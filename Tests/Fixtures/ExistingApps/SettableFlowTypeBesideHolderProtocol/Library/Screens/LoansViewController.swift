import UIKit

final class LoansViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loans"
    }
}
