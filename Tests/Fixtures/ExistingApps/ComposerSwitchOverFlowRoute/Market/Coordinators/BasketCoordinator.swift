import UIKit

/// Shows its screens through routes that a composer of the flow turns into view controllers.
final class BasketCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .basket }
    private let composer: any BasketComposing

    init(navigationController: UINavigationController, composer: any BasketComposing = BasketComposer.shared) {
        self.navigationController = navigationController
        self.composer = composer
    }

    func start() {
        navigationController.pushViewController(composer.makeViewController(for: .basket), animated: true)
    }
}
