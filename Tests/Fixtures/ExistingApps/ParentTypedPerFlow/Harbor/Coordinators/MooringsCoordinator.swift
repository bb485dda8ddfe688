import UIKit

/// The harbour's berths; booking one and logging the weather are flows of their own.
@MainActor
final class MooringsCoordinator: Coordinator {
    weak var parentCoordinator: RootCoordinator?
    let harbor: HarborService
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController, harbor: HarborService, parentCoordinator: RootCoordinator?) {
        self.navigationController = navigationController
        self.harbor = harbor
        self.parentCoordinator = parentCoordinator
    }

    func start() {
        navigationController.setViewControllers([MooringsViewController()], animated: false)
    }

    func removeChildCoordinator(_ childCoordinator: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === childCoordinator {
            childCoordinators.remove(at: index)
        }
    }

    func startBooking(berth: Int) {
        let booking = BookingCoordinator(navigationController: navigationController, harbor: harbor, parentCoordinator: self, berth: berth)
        childCoordinators.append(booking)
        booking.start()
    }

    func startWeatherLog() {
        let weatherLog = WeatherLogCoordinator(navigationController: navigationController, harbor: harbor, parentCoordinator: self)
        childCoordinators.append(weatherLog)
        weatherLog.start()
    }

    func signOut() {
        parentCoordinator?.childMooringsCoordinatorDidFinish(self)
    }
}
