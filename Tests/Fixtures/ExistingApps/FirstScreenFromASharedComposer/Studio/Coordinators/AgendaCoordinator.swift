import UIKit

/// Its first screen is made by a composer shared by the app's screens, which takes this class itself.
final class AgendaCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .agenda }

    private lazy var agendaViewController: AgendaViewController = ScreenComposer.composedCalendar(coordinator: self)

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(agendaViewController, animated: true)
    }

    func close() {
        navigationController.popViewController(animated: true)
        finish()
    }
}
