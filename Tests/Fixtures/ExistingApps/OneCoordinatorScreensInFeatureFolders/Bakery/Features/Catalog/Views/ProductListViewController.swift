import UIKit

/// Today's loaves and cakes.
final class ProductListViewController: UIViewController {
    var onOrders: (() -> Void)?
}
