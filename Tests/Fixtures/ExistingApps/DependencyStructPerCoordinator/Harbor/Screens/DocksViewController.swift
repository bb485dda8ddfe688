import UIKit

final class DocksViewController: UIViewController {
    var onSelectBerth: (() -> Void)?
    var onShowTides: ((Int) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docks"
    }
}
