import UIKit

final class TideTableViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "TideTable"
    }
}
