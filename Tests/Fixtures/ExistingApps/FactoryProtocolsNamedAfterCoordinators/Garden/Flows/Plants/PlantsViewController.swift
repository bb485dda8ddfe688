import UIKit

final class PlantsViewController: UIViewController {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plants"
        view.backgroundColor = .systemBackground
    }
}
