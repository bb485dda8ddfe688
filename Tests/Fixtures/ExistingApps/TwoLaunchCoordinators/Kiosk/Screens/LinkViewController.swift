import UIKit

final class LinkViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Link"
        view.backgroundColor = .systemBackground
    }
}
