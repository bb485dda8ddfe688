import UIKit

final class PermitViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onPaint: (() -> Void)?
    var onSample: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Permit"
    }
}
