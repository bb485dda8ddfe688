import UIKit

final class AppViewController: UIViewController {
    var onExplore: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Atlas"
    }
}
