import UIKit

protocol CargoCoordinator: Coordinatable {
    var onFinish: (() -> Void)? { get set }
}

final class CargoCoordinatorImpl: BaseCoordinator, CargoCoordinator {
    var onFinish: (() -> Void)?

    func start() {
        let viewController = CargoViewController()
        viewController.onDone = { [weak self] in
            self?.router.popModule()
            self?.onFinish?()
        }
        router.push(viewController)
    }
}
