import UIKit

/// The tickets screen.
final class TicketsViewController: UIViewController {
    var onDone: (() -> Void)?
}
