import UIKit

/// The seed packets.
final class SeedsViewController: UIViewController {
    var onWaterTapped: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seeds"
    }
}
