import UIKit

final class SampleViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onPaint: (() -> Void)?
    var onSample: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sample"
    }
}
