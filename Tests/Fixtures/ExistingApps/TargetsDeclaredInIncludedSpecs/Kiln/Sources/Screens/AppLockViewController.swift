import UIKit

final class AppLockViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "AppLock"
    }
}
