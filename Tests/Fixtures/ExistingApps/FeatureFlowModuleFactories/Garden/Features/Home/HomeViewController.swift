import UIKit

final class HomeViewController: UIViewController {
    var onShowPlants: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}
