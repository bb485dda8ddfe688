import UIKit

final class LoanViewController: UIViewController {
    var onReturn: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loan"
    }
}
