import UIKit

final class FeedCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var isCompleted: (() -> Void)?
    private let router: RouterProtocol

    init(router: RouterProtocol) {
        self.router = router
    }

    func start() {
        let viewController = FeedViewController()
        router.push(viewController, isAnimated: false, onLeave: { [weak self] in self?.isCompleted?() })
    }
}
