import UIKit

final class SignalsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Signals"
    }
}
