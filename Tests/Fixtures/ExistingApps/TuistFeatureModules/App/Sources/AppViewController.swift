import UIKit

final class AppViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harbor"
        view.backgroundColor = .systemBackground
    }
}
