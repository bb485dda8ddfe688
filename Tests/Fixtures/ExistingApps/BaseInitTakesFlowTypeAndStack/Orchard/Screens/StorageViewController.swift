import UIKit

final class StorageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Storage"
    }
}
