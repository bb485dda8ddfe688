import UIKit

final class FinchesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Finches"
    }
}
