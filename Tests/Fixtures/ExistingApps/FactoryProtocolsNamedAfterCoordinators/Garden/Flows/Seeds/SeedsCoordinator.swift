import UIKit

/// What the parent sees of the Seeds flow.
protocol SeedsCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class SeedsCoordinator: BaseCoordinator, SeedsCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let navigationController: UINavigationController
    private let factory: SeedsCoordinatorFactoryProtocol

    init(navigationController: UINavigationController, factory: SeedsCoordinatorFactoryProtocol) {
        self.navigationController = navigationController
        self.factory = factory
    }
}

extension SeedsCoordinator: Startable {
    func start() {
        let screen = factory.makeSeedsScreen()
        screen.onDone = { [weak self] in
            self?.finishFlow?()
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
