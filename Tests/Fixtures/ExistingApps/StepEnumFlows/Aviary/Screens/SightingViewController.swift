import UIKit

/// One sighting.
final class SightingViewController: UIViewController {
    private let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sighting \(id)"
        view.backgroundColor = .systemBackground
    }
}
