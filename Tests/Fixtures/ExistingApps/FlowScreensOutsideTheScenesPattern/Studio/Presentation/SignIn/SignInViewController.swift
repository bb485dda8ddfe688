import UIKit

/// The member's name and password.
final class SignInViewController: UIViewController {
    var onSignedIn: (() -> Void)?
    var onForgotPassword: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
    }
}
