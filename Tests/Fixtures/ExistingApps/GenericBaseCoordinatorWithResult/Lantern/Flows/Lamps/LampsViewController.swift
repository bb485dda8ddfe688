import UIKit

final class LampsViewController: UIViewController {
    var onSettings: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lamps"
    }
}
