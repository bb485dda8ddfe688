import UIKit

/// The Reservation screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
final class ReceiptViewController: UIViewController {
    /// Called when the user is done with this screen.
    var onFinish: (() -> Void)?
}
