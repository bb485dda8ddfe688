import UIKit

final class AccountsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accounts"
    }
}
