import UIKit

final class SeedsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seeds"
    }
}
