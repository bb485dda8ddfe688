import UIKit

final class EpisodeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Episode"
    }
}
