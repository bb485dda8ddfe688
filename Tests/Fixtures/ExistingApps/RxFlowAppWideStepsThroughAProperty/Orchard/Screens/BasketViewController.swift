import UIKit

/// The basket tab's first screen.
final class BasketViewController: UIViewController {}
