import UIKit

/// A list of items, shown by several flows.
final class ItemListViewController: UIViewController {
    var onSelect: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
    }
}
