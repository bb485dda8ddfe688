import UIKit

final class DocksViewController: UIViewController {
    weak var coordinator: DocksCoordinatorProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docks"
    }
}
