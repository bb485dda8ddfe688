import UIKit

/// The rooms free today.
final class RoomsViewController: UIViewController {
    var onNext: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rooms"
    }
}
