import UIKit

@MainActor
enum ScreenComposer {
    static func composedCalendar(coordinator: AgendaCoordinator) -> AgendaViewController {
        let viewController = AgendaViewController()
        viewController.onClose = { [weak coordinator] in coordinator?.close() }
        return viewController
    }
}
