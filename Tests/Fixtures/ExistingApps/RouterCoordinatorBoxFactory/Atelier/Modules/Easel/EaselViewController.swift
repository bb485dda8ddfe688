import UIKit

final class EaselViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onPaint: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Easel"
    }
}
