import UIKit

final class LinesViewController: UIViewController {
    var onSelectStop: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lines"
    }
}
