import UIKit

final class TrackingViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tracking"
    }
}
