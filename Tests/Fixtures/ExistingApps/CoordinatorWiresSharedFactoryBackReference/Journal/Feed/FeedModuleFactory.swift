import UIKit

/// Builds the feed's screens; they reach the flow through its coordinator.
final class FeedModuleFactory {
    weak var coordinator: FeedCoordinator?

    func makePostsModule() -> UIViewController {
        let controller = PostsViewController()
        controller.onClose = { [weak self] in
            self?.coordinator?.navigationController.popViewController(animated: true)
        }
        return controller
    }
}
