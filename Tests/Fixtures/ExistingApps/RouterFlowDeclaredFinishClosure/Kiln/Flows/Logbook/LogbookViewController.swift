import UIKit

final class LogbookViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onPaint: (() -> Void)?
    var onSample: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Logbook"
    }
}
