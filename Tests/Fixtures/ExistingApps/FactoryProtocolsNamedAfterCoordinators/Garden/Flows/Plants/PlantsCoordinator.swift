import UIKit

/// What the parent sees of the Plants flow.
protocol PlantsCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class PlantsCoordinator: BaseCoordinator, PlantsCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let navigationController: UINavigationController
    private let factory: PlantsCoordinatorFactoryProtocol

    init(navigationController: UINavigationController, factory: PlantsCoordinatorFactoryProtocol) {
        self.navigationController = navigationController
        self.factory = factory
    }
}

extension PlantsCoordinator: Startable {
    func start() {
        let screen = factory.makePlantsScreen()
        screen.onDone = { [weak self] in
            self?.finishFlow?()
        }
        navigationController.pushViewController(screen, animated: true)
    }
}
