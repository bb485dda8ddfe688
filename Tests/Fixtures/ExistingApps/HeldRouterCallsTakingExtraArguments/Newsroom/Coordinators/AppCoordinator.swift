import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: RouterProtocol

    init(router: RouterProtocol) {
        self.router = router
    }

    func start() {
        let feed = FeedCoordinator(router: router)
        feed.isCompleted = { [weak self, weak feed] in
            self?.childCoordinators.removeAll { $0 === feed }
        }
        childCoordinators.append(feed)
        feed.start()
    }
}
