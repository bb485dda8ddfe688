import UIKit

final class HomeViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onNext: (() -> Void)?
    var onOther: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}
