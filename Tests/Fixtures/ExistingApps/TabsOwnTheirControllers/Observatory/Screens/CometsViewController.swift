import UIKit

final class CometsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Comets"
    }
}
