import UIKit

/// Sends a link that resets the password.
final class PasswordResetViewController: UIViewController {}
