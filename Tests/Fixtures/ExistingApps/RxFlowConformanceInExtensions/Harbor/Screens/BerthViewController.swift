import UIKit

/// One berth and the boat in it.
final class BerthViewController: UIViewController {
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
