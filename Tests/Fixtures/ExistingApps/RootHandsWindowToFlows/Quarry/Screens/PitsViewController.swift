import UIKit

final class PitsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pits"
    }
}
