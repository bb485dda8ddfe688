import UIKit

final class DocksViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onSelect: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docks"
    }
}
