import UIKit

final class SeasonDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
