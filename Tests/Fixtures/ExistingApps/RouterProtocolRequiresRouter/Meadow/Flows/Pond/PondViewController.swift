import UIKit

final class PondViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onNext: (() -> Void)?
    var onOther: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pond"
    }
}
