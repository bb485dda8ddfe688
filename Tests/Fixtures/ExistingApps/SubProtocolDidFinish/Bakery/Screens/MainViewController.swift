import UIKit

final class MainViewController: UIViewController {
    var onOrder: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bakery"
    }
}
