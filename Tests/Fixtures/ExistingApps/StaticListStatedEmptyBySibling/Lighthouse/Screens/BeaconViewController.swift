import UIKit

final class BeaconViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Beacon"
    }
}
