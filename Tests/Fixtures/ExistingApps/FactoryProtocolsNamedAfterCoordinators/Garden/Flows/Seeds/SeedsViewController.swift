import UIKit

final class SeedsViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seeds"
        view.backgroundColor = .systemBackground
    }
}
