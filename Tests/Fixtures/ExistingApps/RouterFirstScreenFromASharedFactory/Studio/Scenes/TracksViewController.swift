import UIKit

/// The studio's recorded tracks.
final class TracksViewController: UIViewController, TracksView {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tracks"
    }
}
