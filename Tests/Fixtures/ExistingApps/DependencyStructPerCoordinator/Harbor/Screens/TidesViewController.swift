import UIKit

final class TidesViewController: UIViewController {
    private let level: Int

    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tides \(level)"
    }
}
