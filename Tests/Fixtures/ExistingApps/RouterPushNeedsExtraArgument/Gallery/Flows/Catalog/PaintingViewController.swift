import UIKit

final class PaintingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Painting"
    }
}
