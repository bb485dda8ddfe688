import UIKit

final class AppCoordinator: Coordinator {
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
        analytics.track("app")
        let viewController = AppViewController()
        navigationController.pushViewController(viewController, animated: false)
    }

    func openVisits() {
        let coordinator = VisitsCoordinator(navigationController: navigationController, services: services, analytics: analytics)
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
