import UIKit

final class BoatsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Boats"
    }
}
