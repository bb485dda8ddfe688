import UIKit

final class DogsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dogs"
    }
}
