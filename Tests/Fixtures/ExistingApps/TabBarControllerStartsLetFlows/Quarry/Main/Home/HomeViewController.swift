import UIKit

final class HomeViewController: UIViewController {
    weak var coordinator: HomeCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}
