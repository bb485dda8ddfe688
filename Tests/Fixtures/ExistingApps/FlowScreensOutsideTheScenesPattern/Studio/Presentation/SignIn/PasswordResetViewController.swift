import UIKit

/// Sends the member a link to choose a new password.
final class PasswordResetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reset password"
    }
}
