import UIKit

final class DocksViewController: UIViewController {
    var onSelectBerth: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docks"
    }
}
