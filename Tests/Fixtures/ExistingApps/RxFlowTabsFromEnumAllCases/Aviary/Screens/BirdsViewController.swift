import UIKit

final class BirdsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Birds"
    }
}
