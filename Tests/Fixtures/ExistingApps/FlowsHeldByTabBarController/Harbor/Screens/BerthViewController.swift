import UIKit

final class BerthViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Berth"
    }
}
