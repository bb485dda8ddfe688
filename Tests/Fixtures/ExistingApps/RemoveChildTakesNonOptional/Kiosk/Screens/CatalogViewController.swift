import UIKit

final class CatalogViewController: UIViewController {
    var onCheckout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
    }
}
