import UIKit

final class CatalogViewController: UIViewController {
    var onSelectPainting: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
    }
}
