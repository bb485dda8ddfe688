import UIKit

/// What the customer ordered before.
final class OrderHistoryViewController: UIViewController {}
