import UIKit

final class BerthsViewController: UIViewController {
    var onLeave: (() -> Void)?
    private let berths: [String]

    init(berths: [String]) {
        self.berths = berths
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(berths.count) free berths"
    }
}
