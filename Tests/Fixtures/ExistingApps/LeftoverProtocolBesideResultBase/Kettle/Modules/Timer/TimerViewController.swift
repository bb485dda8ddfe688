import UIKit

final class TimerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timer"
    }
}
