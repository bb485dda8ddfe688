import UIKit

final class LimitsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Limits"
    }
}
