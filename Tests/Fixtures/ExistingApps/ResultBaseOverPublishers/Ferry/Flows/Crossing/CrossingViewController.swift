import UIKit

final class CrossingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Crossing"
    }
}
