import UIKit

final class SeasonsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seasons"
    }
}
