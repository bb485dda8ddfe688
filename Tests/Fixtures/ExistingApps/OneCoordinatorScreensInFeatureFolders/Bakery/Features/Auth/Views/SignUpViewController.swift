import UIKit

/// Makes a new customer account.
final class SignUpViewController: UIViewController {
    var onForgotPassword: (() -> Void)?
}
