import UIKit

final class SignInViewController: UIViewController {
    var onSignedIn: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
    }
}
