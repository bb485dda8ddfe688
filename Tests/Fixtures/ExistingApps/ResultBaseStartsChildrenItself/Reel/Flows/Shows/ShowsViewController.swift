import UIKit

final class ShowsViewController: UIViewController {
    var onEpisode: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shows"
    }
}
