import UIKit

final class AppViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lantern"
        view.backgroundColor = .systemBackground
    }
}
