import UIKit

/// The sign-in flow's terms step.
final class TermsViewController: UIViewController {
    var onAccept: (() -> Void)?
}
