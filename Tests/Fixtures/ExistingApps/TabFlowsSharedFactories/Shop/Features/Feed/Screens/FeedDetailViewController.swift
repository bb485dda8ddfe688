import UIKit

final class FeedDetailViewController: UIViewController {
    private weak var coordinator: FeedCoordinator?

    init(coordinator: FeedCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
