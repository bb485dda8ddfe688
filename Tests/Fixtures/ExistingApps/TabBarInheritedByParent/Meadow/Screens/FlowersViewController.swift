import UIKit

final class FlowersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Flowers"
    }
}
