import UIKit

final class WardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ward"
    }
}
