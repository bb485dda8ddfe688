import UIKit

/// The loaves in the basket.
final class BasketViewController: UIViewController {}
