import UIKit

final class DocksViewController: UIViewController {
    var onSelectBoat: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
