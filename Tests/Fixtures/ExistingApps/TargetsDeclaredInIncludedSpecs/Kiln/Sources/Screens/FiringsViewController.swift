import UIKit

final class FiringsViewController: UIViewController {
    var onOpenSettings: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Firings"
    }
}
