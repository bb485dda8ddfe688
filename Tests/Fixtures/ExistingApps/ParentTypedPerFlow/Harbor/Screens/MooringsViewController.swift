import UIKit

final class MooringsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Moorings"
    }
}
