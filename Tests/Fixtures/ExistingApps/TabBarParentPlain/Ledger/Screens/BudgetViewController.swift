import UIKit

final class BudgetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Budget"
    }
}
