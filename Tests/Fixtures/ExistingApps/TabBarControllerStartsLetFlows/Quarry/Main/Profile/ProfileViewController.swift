import UIKit

final class ProfileViewController: UIViewController {
    weak var coordinator: ProfileCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }
}
