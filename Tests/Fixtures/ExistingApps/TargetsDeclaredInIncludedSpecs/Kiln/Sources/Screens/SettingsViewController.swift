import UIKit

final class SettingsViewController: UIViewController {
    var onLockApp: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}
