import UIKit

final class RoutesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Routes"
    }
}
