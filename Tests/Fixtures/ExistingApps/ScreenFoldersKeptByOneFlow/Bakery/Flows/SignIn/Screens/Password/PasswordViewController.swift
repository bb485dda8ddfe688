import UIKit

/// The sign-in flow's password step.
final class PasswordViewController: UIViewController {
    var onSignedIn: (() -> Void)?
}
