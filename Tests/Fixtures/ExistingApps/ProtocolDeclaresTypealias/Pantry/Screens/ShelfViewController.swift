import UIKit

final class ShelfViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
    }
}
