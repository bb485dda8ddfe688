import UIKit

final class NestsViewController: UIViewController {
    var onDone: (() -> Void)?
    var onShowBirds: (() -> Void)?
    var onShowNests: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nests"
    }
}
