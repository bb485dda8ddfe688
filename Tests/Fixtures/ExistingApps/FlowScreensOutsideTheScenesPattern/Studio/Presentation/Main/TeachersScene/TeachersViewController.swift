import UIKit

/// The studio's teachers.
final class TeachersViewController: UIViewController {
    var onNext: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Teachers"
    }
}
