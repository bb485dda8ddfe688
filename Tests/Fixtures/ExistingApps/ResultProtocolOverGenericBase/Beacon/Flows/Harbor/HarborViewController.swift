import UIKit

final class HarborViewController: UIViewController {
    var onSignals: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harbor"
    }
}
