import UIKit

final class StarsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stars"
    }
}
