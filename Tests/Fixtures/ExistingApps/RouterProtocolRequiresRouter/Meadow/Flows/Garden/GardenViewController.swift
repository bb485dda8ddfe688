import UIKit

final class GardenViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onNext: (() -> Void)?
    var onOther: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Garden"
    }
}
