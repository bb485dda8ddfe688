import UIKit

final class BoatsViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onSelect: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Boats"
    }
}
