import UIKit

final class MenuViewController: UIViewController {
    var onPickCake: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
