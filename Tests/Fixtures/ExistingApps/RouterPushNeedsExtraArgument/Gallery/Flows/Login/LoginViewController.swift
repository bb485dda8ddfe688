import UIKit

final class LoginViewController: UIViewController {
    var onSignedIn: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
    }
}
