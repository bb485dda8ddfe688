import UIKit

final class TidesViewController: UIViewController {
    var onDone: (() -> Void)?
    var onShowBirds: (() -> Void)?
    var onShowNests: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tides"
    }
}
