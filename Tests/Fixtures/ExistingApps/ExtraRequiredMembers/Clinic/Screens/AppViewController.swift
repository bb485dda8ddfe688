import UIKit

final class AppViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Clinic"
    }
}
