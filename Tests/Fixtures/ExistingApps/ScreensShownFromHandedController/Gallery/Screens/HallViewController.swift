import UIKit

final class HallViewController: UIViewController {
    var onLeave: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hall"
    }
}
