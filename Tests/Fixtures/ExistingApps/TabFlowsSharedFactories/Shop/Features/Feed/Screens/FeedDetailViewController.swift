import UIKit

final class FeedDetailViewController: UIViewController {
    private weak var coordinator: FeedCoordinatorProtocol?

    init(coordinator: FeedCoordinatorProtocol) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
