import UIKit

final class FeedingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feeding"
    }
}
