import UIKit

final class CatalogViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
    }
}
