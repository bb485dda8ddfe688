import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: Routable

    init(router: Routable) {
        self.router = router
    }

    func start() {
        let ward = WardCoordinator(router: router)
        childCoordinators.append(ward)
        ward.start()
    }
}
