import UIKit

final class VisitsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    let services: AppServices
    let analytics: AnalyticsTracking

    init(navigationController: UINavigationController, services: AppServices, analytics: AnalyticsTracking) {
        self.navigationController = navigationController
        self.services = services
        self.analytics = analytics
    }

    func start() {
        analytics.track("visits")
        let viewController = VisitsViewController()
        navigationController.pushViewController(viewController, animated: true)
    }
}
