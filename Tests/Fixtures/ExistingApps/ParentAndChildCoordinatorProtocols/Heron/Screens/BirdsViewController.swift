import UIKit

final class BirdsViewController: UIViewController {
    var onDone: (() -> Void)?
    var onShowBirds: (() -> Void)?
    var onShowNests: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Birds"
    }
}
