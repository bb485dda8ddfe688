import UIKit

final class BoatViewController: UIViewController {
    var onClose: (() -> Void)?
    private let boat: String

    init(boat: String) {
        self.boat = boat
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = boat
    }
}
