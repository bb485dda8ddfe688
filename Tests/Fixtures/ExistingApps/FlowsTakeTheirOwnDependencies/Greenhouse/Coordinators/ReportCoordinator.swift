import UIKit

@MainActor
protocol ReportCoordinatorDelegate: AnyObject {
    func reportCoordinatorDidFinish(_ coordinator: ReportCoordinator)
}

/// Sums up the week in the greenhouse.
@MainActor
final class ReportCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var delegate: ReportCoordinatorDelegate?
    let navigationController: UINavigationController
    let summary: String

    init(navigationController: UINavigationController, summary: String) {
        self.navigationController = navigationController
        self.summary = summary
    }

    func start() {
        let viewController = ReportViewController()
        viewController.onDone = { [weak self] in self?.done() }
        navigationController.pushViewController(viewController, animated: true)
    }

    private func done() {
        navigationController.popViewController(animated: true)
        delegate?.reportCoordinatorDidFinish(self)
    }
}
