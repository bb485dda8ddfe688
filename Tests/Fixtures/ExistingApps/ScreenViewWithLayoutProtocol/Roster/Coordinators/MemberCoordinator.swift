import UIKit

/// Its screen's view adopts the app's layout protocol in an extension, and its controller's base
/// class takes only such views.
final class MemberCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .member }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = MemberViewController(content: MemberView(frame: .zero))
        viewController.viewModel = MemberViewModel(coordinator: self)
        navigationController.pushViewController(viewController, animated: true)
    }

    func showBadges() {
        navigationController.pushViewController(BadgesViewController(), animated: true)
    }
}
