import UIKit

final class WalkViewController: UIViewController {
    let walkID: String

    init(walkID: String) {
        self.walkID = walkID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = walkID.capitalized
        view.backgroundColor = .systemBackground
    }
}
