import UIKit

final class AppViewController: UIViewController {
    var onStones: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "App"
    }
}
