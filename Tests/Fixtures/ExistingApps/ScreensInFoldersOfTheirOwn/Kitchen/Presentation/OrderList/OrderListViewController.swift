import UIKit

/// Today's orders by number.
final class OrderListViewController: BaseViewController<[Int]> {
    var onOrder: ((Int) -> Void)?
}
