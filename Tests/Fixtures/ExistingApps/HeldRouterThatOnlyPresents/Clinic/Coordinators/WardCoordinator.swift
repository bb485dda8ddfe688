import UIKit

final class WardCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: Routable

    init(router: Routable) {
        self.router = router
    }

    func start() {
        router.presentModule(WardViewController())
    }
}
