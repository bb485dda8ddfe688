import UIKit

final class GroomingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grooming"
    }
}
