import UIKit

final class ProfileViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onPaint: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }
}
