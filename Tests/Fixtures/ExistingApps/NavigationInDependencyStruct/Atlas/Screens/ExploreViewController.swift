import UIKit

final class ExploreViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Explore"
    }
}
