import UIKit

final class ReportsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reports"
    }
}
