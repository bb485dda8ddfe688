import UIKit

/// Asks for the customer's email and password.
final class LoginViewController: UIViewController {
    var onSignedIn: (() -> Void)?
    var onSignUp: (() -> Void)?
}
