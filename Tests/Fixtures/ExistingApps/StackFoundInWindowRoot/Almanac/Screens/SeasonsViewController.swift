import UIKit

final class SeasonsViewController: UIViewController {
    var onSelect: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seasons"
    }
}
