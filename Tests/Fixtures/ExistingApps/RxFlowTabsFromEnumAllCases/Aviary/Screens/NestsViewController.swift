import UIKit

final class NestsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nests"
    }
}
