import UIKit

/// The sign-in flow's welcome step.
final class WelcomeViewController: UIViewController {
    var onContinue: (() -> Void)?
}
