import UIKit

final class GroveViewController: UIViewController {
    var onPick: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grove"
    }
}
