import UIKit

final class ShelfViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
    }
}
