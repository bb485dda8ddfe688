import UIKit

final class BoardingViewController: UIViewController {
    weak var coordinator: BoardingCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Boarding"
    }
}
