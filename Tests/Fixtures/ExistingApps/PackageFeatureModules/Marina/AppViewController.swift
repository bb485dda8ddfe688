import UIKit

final class AppViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Marina"
        view.backgroundColor = .systemBackground
    }
}
