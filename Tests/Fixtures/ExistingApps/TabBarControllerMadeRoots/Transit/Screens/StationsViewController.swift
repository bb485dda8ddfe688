import UIKit

final class StationsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
    }
}
