import UIKit

final class TreesController: UIViewController {
    weak var coordinator: TreesCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trees"
    }
}
