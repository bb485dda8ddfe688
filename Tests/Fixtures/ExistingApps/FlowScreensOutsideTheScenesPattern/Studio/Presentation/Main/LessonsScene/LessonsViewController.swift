import UIKit

/// Today's lessons.
final class LessonsViewController: UIViewController {
    var onNext: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lessons"
    }
}
